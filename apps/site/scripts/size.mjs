// The weight of what /courses loads first: the entry chunk (which holds the catalogue route), any
// chunk of the route's own, their static imports and the CSS they pull, each gzipped at level 9.
// Fails over budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET = { js: 110 * 1024, css: 25 * 1024 };
const ROUTE_SOURCE = 'src/routes/courses.tsx';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
let manifest;
try {
  manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
} catch {
  console.error('No dist/.vite/manifest.json: build the site first (npm run build -w @manara/site).');
  process.exit(1);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('The manifest has no entry chunk.');
// The catalogue is the front door, so the router imports it statically: it is part of the entry
// chunk, and has no chunk of its own. Should it become lazy again, its chunk is weighed too.
const routeKeys = manifest[ROUTE_SOURCE] ? [ROUTE_SOURCE] : [];

/** A chunk and everything it imports statically, each once. */
function collect(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) collect(imported, seen);
  return seen;
}
const chunks = routeKeys.reduce((seen, key) => collect(key, seen), collect(entryKey));

const files = new Map();
for (const key of chunks) {
  const chunk = manifest[key];
  files.set(chunk.file, 'js');
  for (const css of chunk.css ?? []) files.set(css, 'css');
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = [...files].map(([file, kind]) => {
  const content = readFileSync(path.join(dist, file));
  return { file, kind, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
});
rows.sort((a, b) => a.kind.localeCompare(b.kind) || b.gzip - a.gzip);

const width = Math.max(...rows.map((row) => row.file.length), 'file'.length);
console.log(`${'file'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}`);
for (const row of rows) console.log(`${row.file.padEnd(width)}  ${kb(row.raw).padStart(10)}  ${kb(row.gzip).padStart(10)}`);

let failed = false;
for (const kind of ['js', 'css']) {
  const total = rows.filter((row) => row.kind === kind).reduce((sum, row) => sum + row.gzip, 0);
  const over = total > BUDGET[kind];
  failed ||= over;
  console.log(`${kind.toUpperCase()} total ${kb(total)} gzip (budget ${kb(BUDGET[kind])})${over ? '  OVER BUDGET' : ''}`);
}
process.exit(failed ? 1 : 0);
