// What the site makes a browser download, each file gzipped at level 9 as the API serves it (decision 026):
// - the first load of `/` and of `/courses`: the entry chunk, the page's own chunks when it has any, their static
//   imports and the CSS they pull;
// - for every page loaded on demand, the JS it adds to what the first chunk already brought.
// Exits 1, naming each page over its budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * The aim for a first load is 100 KB of JS; React, React Router and swr alone are 82 KB of it, and the frame 94.5
 * (decision 055). Each first load is held to what it weighs now, with room for one small change, so it can only
 * shrink; a page on demand gets 52 KB (50 until decision 085 moved it by what the course form's lists brought).
 */
const BUDGET = { css: 25 * 1024, lazyRoute: { js: 52 * 1024 } };

/**
 * The pages a visitor most often arrives on, with their JS budgets. A page whose module has no chunk of its own
 * is in the entry chunk: the catalogue is, as the front door (decision 033).
 */
const FRONT_DOORS = [
  // What they weighed when decision 077 moved them, with under 1 KB of room.
  { page: '/', source: 'src/routes/home.tsx', js: 115 * 1024 },
  { page: '/courses', source: 'src/routes/courses.tsx', js: 109 * 1024 },
];

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

/** A chunk and everything it imports statically, each once. */
function collect(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) collect(imported, seen);
  return seen;
}
const first = collect(entryKey);

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

const over = [];

for (const { page, source, js } of FRONT_DOORS) {
  const chunks = manifest[source] ? collect(source, new Set(first)) : first;
  const files = new Map();
  for (const key of chunks) {
    files.set(manifest[key].file, 'js');
    for (const css of manifest[key].css ?? []) files.set(css, 'css');
  }
  const rows = [...files].map(([file, kind]) => ({ file, kind, ...sizeOf(file) }));
  rows.sort((a, b) => a.kind.localeCompare(b.kind) || b.gzip - a.gzip);

  console.log(`\nFirst load of ${page}:`);
  const width = Math.max(...rows.map((row) => row.file.length), 'file'.length);
  console.log(`${'file'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}`);
  for (const row of rows) console.log(`${row.file.padEnd(width)}  ${kb(row.raw).padStart(10)}  ${kb(row.gzip).padStart(10)}`);
  for (const kind of ['js', 'css']) {
    const total = rows.filter((row) => row.kind === kind).reduce((sum, row) => sum + row.gzip, 0);
    const budget = kind === 'js' ? js : BUDGET.css;
    if (total > budget) over.push(`first load of ${page}: ${kind.toUpperCase()} ${kb(total)} > ${kb(budget)}`);
    console.log(`${kind.toUpperCase()} total ${kb(total)} gzip (budget ${kb(budget)})${total > budget ? '  OVER BUDGET' : ''}`);
  }
}

const routeRows = Object.keys(manifest)
  .filter((key) => key.startsWith('src/routes/') && manifest[key].isDynamicEntry && !first.has(key))
  .map((key) => {
    const added = [...collect(key)].filter((chunk) => !first.has(chunk));
    return { route: key.slice('src/routes/'.length), gzip: added.reduce((sum, chunk) => sum + sizeOf(manifest[chunk].file).gzip, 0) };
  })
  .sort((a, b) => b.gzip - a.gzip);
console.log(`\nPages loaded on demand, JS added to the first chunk (gzip, budget ${kb(BUDGET.lazyRoute.js)} each):`);
for (const { route, gzip } of routeRows) {
  const isOver = gzip > BUDGET.lazyRoute.js;
  if (isOver) over.push(`page loaded on demand ${route}: JS ${kb(gzip)} > ${kb(BUDGET.lazyRoute.js)}`);
  console.log(`${route.padEnd(28)} ${kb(gzip).padStart(10)}${isOver ? '  OVER BUDGET' : ''}`);
}

if (over.length > 0) {
  console.error(`\nOver budget:\n${over.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
console.log('\nEvery page is within its budget.');
