// @ts-check
// First-load JavaScript of a page: what a phone downloads before the page can work.
//
// Method (one, so figures compare over time): fetch the page's HTML as a browser would, collect every
// `<script src=…>` in it (each address once), fetch each script and gzip its bytes with node:zlib at level 9.
// The figure is the sum of those gzip sizes, except for `nomodule` scripts: Next adds its legacy polyfills that
// way (~39 KB), and a browser that runs ES modules (every phone browser since 2018) never downloads them; they are
// listed, marked, and not counted. Inline scripts (the page's data for React) are part of the HTML, not counted
// here; chunks a page loads later on its own (a wizard step when it opens) are not in the HTML, so they are not
// first-load JavaScript either.
//
// As a command: node scripts/support/first-load-js.mjs http://127.0.0.1:3300 / /application/TSKIS

import { gzipSync, constants } from 'node:zlib';

/** @typedef {{ src: string, gzipBytes: number, noModule?: true }} ScriptSize */

/**
 * Every <script src> of `html`, in document order, each address once, and whether it is a `nomodule` script.
 * @param {string} html
 * @returns {{ src: string, noModule: boolean }[]}
 */
export function scriptSources(html) {
  /** @type {{ src: string, noModule: boolean }[]} */
  const sources = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const match = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    const src = match && (match[1] ?? match[2] ?? match[3])?.replace(/&amp;/g, '&');
    if (src && !sources.some((source) => source.src === src)) sources.push({ src, noModule: /\snomodule\b/i.test(tag) });
  }
  return sources;
}

/**
 * @param {string} baseUrl e.g. http://127.0.0.1:3300
 * @param {string} path e.g. /application/TSKIS
 * @returns {Promise<{ scripts: ScriptSize[], totalGzipBytes: number }>}
 */
export async function firstLoadJs(baseUrl, path) {
  const pageUrl = new URL(path, baseUrl);
  const page = await fetch(pageUrl);
  if (!page.ok) throw new Error(`GET ${pageUrl} answered ${page.status}`);
  const html = await page.text();
  /** @type {ScriptSize[]} */
  const scripts = [];
  for (const { src, noModule } of scriptSources(html)) {
    const url = new URL(src, pageUrl);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    const gzipBytes = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length;
    scripts.push(noModule ? { src, gzipBytes, noModule } : { src, gzipBytes });
  }
  const counted = scripts.filter((script) => !script.noModule);
  return { scripts, totalGzipBytes: counted.reduce((sum, script) => sum + script.gzipBytes, 0) };
}

/**
 * A readable table of the figures, for a test's failure message or the command line.
 * @param {string} path
 * @param {{ scripts: ScriptSize[], totalGzipBytes: number }} figures
 */
export function formatFirstLoadJs(path, { scripts, totalGzipBytes }) {
  const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
  const rows = [...scripts]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((script) => `  ${kb(script.gzipBytes)}  ${script.src}${script.noModule ? '  (nomodule: not counted)' : ''}`);
  const count = scripts.filter((script) => !script.noModule).length;
  return [`${path}: ${kb(totalGzipBytes).trim()} gzip in ${count} scripts`, ...rows].join('\n');
}

// As a command (not when a test imports this module).
if (process.argv[1]?.endsWith('first-load-js.mjs')) {
  const [baseUrl = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
  (async () => {
    for (const path of paths.length > 0 ? paths : ['/']) console.log(formatFirstLoadJs(path, await firstLoadJs(baseUrl, path)));
  })().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
