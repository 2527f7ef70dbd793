import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/**
 * No two files of the app import each other, however far round (docs/architecture.md, "Layers"): type-only imports
 * count too, since a shared type belongs where both sides may import it. Read from the import statements as
 * written, the way a reader follows them.
 */
const ROOT = join(__dirname, '..');
const FOLDERS = ['app', 'components', 'lib'];
const SKIPPED = /(^|\/)(generated|node_modules)(\/|$)|\.test\.[cm]?[jt]sx?$/;
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js'];
const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'";]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (SKIPPED.test(relative(ROOT, path))) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return EXTENSIONS.some((extension) => name.endsWith(extension)) ? [path] : [];
  });
}

function resolved(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? join(ROOT, specifier.slice(2)) : specifier.startsWith('.') ? join(dirname(from), specifier) : null;
  if (!base) return null;
  const candidates = [base, ...EXTENSIONS.map((extension) => base + extension), ...EXTENSIONS.map((extension) => join(base, `index${extension}`))];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder)))) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)].map((match) => resolved(file, match[1] ?? match[2] ?? '')).filter((target) => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every circle, each as the files in import order, found by a depth-first walk that remembers its path. */
function circles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const onPath: string[] = [];
  const visit = (file: string) => {
    if (done.has(file)) return;
    const at = onPath.indexOf(file);
    if (at !== -1) {
      found.push([...onPath.slice(at), file].map((path) => relative(ROOT, path)));
      return;
    }
    onPath.push(file);
    for (const target of graph.get(file) ?? []) visit(target);
    onPath.pop();
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return found;
}

describe('imports', () => {
  const graph = importGraph();

  it('reads the app, following @/ and relative imports', () => {
    expect(graph.size).toBeGreaterThan(300);
    const document = graph.get(join(ROOT, 'lib/staff/application-document.ts')) ?? [];
    expect(document.map((path) => relative(ROOT, path))).toEqual(expect.arrayContaining(['lib/staff/step-record.ts', 'lib/staff/document-blocks.ts']));
  });

  it('run in one direction: no file imports itself back through others', () => {
    expect(circles(graph)).toEqual([]);
  });

  it('would see a circle (the walk is not blind)', () => {
    const a = join(ROOT, 'a.ts');
    const b = join(ROOT, 'b.ts');
    expect(circles(new Map([[a, [b]], [b, [a]]]))).toEqual([['a.ts', 'b.ts', 'a.ts']]);
  });
});
