// @ts-check
// Module hooks that let plain Node run the app's TypeScript modules (lib/…) from a script (the benchmark's baseline
// server, the migration command's answer columns): `@/` paths, extensionless imports, `server-only` (a marker for
// Next's bundler) and TypeScript transpiled by the project's own compiler. The app itself is built by Next.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

const ROOT = join(fileURLToPath(import.meta.url), '../../..');
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '/index.ts'];

/** @type {import('node:module').ResolveHook} */
export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'server-only') return { url: pathToFileURL(join(ROOT, 'tests/empty-module.js')).href, shortCircuit: true };
  /** @type {string | null} */
  let path = null;
  if (specifier.startsWith('@/')) path = join(ROOT, specifier.slice(2));
  else if (specifier.startsWith('.') && /\.tsx?$/.test(context.parentURL ?? '')) path = join(fileURLToPath(context.parentURL ?? ''), '..', specifier);
  if (path && (!existsSync(path) || !/\.[cm]?[jt]sx?$/.test(path))) {
    const base = path;
    path = EXTENSIONS.map((extension) => base + extension).find((candidate) => existsSync(candidate)) ?? base;
  }
  return path ? { url: pathToFileURL(path).href, shortCircuit: true } : nextResolve(specifier, context);
}

/** @type {import('node:module').LoadHook} */
export async function load(url, context, nextLoad) {
  // The catalogs are imported as JSON modules (as Next's bundler takes them), without an import attribute.
  if (url.startsWith('file:') && url.endsWith('.json')) return nextLoad(url, { ...context, importAttributes: { type: 'json' } });
  if (!/\.tsx?$/.test(url)) return nextLoad(url, context);
  const source = await readFile(fileURLToPath(url), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.ReactJSX },
    fileName: fileURLToPath(url),
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}
