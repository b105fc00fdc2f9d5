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
const gzipped = new Map();
/** A built file's size, raw and gzipped at level 9, read once. */
function sizeOf(file) {
  if (!gzipped.has(file)) {
    const content = readFileSync(path.join(dist, file));
    gzipped.set(file, { raw: content.length, gzip: gzipSync(content, { level: 9 }).length });
  }
  return gzipped.get(file);
}
const rows = [...files].map(([file, kind]) => ({ file, kind, ...sizeOf(file) }));
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

// Each page loaded on demand: the JS it adds to what the first chunk already brought. Printed, not held to a
// budget yet (the performance work aims at 50 KB a route and 100 KB for the first load of / and /courses).
const first = collect(entryKey);
const routeRows = Object.keys(manifest)
  .filter((key) => key.startsWith('src/routes/') && !first.has(key))
  .map((key) => {
    const added = [...collect(key)].filter((chunk) => !first.has(chunk));
    return { route: key.slice('src/routes/'.length), gzip: added.reduce((sum, chunk) => sum + sizeOf(manifest[chunk].file).gzip, 0) };
  })
  .sort((a, b) => b.gzip - a.gzip);
const entryJs = rows.filter((row) => row.kind === 'js').reduce((sum, row) => sum + row.gzip, 0);
console.log('\nPages loaded on demand, JS added to the first chunk (gzip):');
for (const { route, gzip } of routeRows) console.log(`${route.padEnd(28)} ${kb(gzip).padStart(10)}`);
const home = routeRows.find((row) => row.route === 'home.tsx');
if (home) console.log(`First load of / (first chunk and home): ${kb(entryJs + home.gzip)} JS gzip`);
process.exit(failed ? 1 : 0);
