// Run first by `npm run dev`, `npm run build`, `npm start` and `npm test`, before anything loads the SQLite driver:
// on a Node older than package.json's `engines` it stops with one line naming the Node found and the one needed. The
// driver (better-sqlite3) is a native addon built for the Node that installed it; under another Node it can crash
// the process ("Segmentation fault") instead of failing with a message. `npm ci` itself is stopped by npm
// (engine-strict=true in .npmrc). Written for any Node still in use: no syntax or module newer than Node 12's.
import { readFileSync } from 'fs';

/** "22.12.0" → [22, 12, 0]; missing parts are 0. */
function versionParts(text) {
  const parts = String(text).replace(/^v/, '').split('.').map((part) => parseInt(part, 10));
  return [0, 1, 2].map((index) => (Number.isFinite(parts[index]) ? parts[index] : 0));
}

/**
 * Why `found` cannot run the app, or null when it can. `needed` is the engines range; only the `>=x.y.z` form is
 * used here (package.json's own), and anything else is refused rather than guessed at.
 * @param {string} found @param {string} needed @returns {string | null}
 */
export function nodeVersionProblem(found, needed) {
  const match = /^>=\s*v?(\d+(?:\.\d+){0,2})$/.exec(String(needed).trim());
  if (!match) return `package.json's engines.node (${needed}) is not of the form >=x.y.z`;
  const have = versionParts(found);
  const want = versionParts(match[1]);
  for (let index = 0; index < 3; index += 1) {
    if (have[index] > want[index]) return null;
    if (have[index] < want[index]) {
      return `Node ${String(found).replace(/^v/, '')} found, but this app needs Node ${match[1]} or later (Node 24 recommended): see the README, "Two commands on a fresh clone".`;
    }
  }
  return null;
}

const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const problem = nodeVersionProblem(process.versions.node, (packageJson.engines && packageJson.engines.node) || '>=0');
if (problem) {
  console.error(problem);
  process.exit(1);
}
