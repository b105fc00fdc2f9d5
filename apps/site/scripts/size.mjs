// What the site makes a browser download, each file gzipped at level 9 and compressed with Brotli at quality 11,
// as the API serves it (decision 026):
// - the first load of `/` and of `/courses`: the entry chunk, the page's own chunks when it has any, their static
//   imports and the CSS they pull;
// - for every page loaded on demand, the JS it adds to what the first chunk already brought.
// Exits 1, naming each page over its budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * What browsers receive is Brotli: a first load of `/` or `/courses` gets 100 KB of JS in Brotli. The gzip
 * figures stay as ceilings that may only shrink, for the browsers that take gzip: each first load is held to what
 * it weighed when decision 077 moved it, and each page on demand to 50 KB (decision 088).
 */
const BUDGET = { css: 25 * 1024, firstLoad: { brotli: 100 * 1024 }, lazyRoute: { gzip: 50 * 1024 } };

/**
 * The pages a visitor most often arrives on, with their gzip ceilings. A page whose module has no chunk of its own
 * is in the entry chunk: the catalogue is, as the front door (decision 033).
 */
const FRONT_DOORS = [
  // What they weighed when decision 077 moved them, with under 1 KB of room.
  { page: '/', source: 'src/routes/home.tsx', gzip: 115 * 1024 },
  { page: '/courses', source: 'src/routes/courses.tsx', gzip: 109 * 1024 },
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
const sizes = new Map();
/** A built file's size, raw, gzipped at level 9 and in Brotli at quality 11, read once. */
function sizeOf(file) {
  if (!sizes.has(file)) {
    const content = readFileSync(path.join(dist, file));
    sizes.set(file, {
      raw: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }).length,
    });
  }
  return sizes.get(file);
}
const sum = (rows, key) => rows.reduce((total, row) => total + row[key], 0);

const over = [];

for (const { page, source, gzip } of FRONT_DOORS) {
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
  console.log(`${'file'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}  ${'brotli'.padStart(10)}`);
  for (const row of rows) console.log(`${row.file.padEnd(width)}  ${kb(row.raw).padStart(10)}  ${kb(row.gzip).padStart(10)}  ${kb(row.brotli).padStart(10)}`);
  const checks = [
    { kind: 'js', compression: 'brotli', budget: BUDGET.firstLoad.brotli },
    { kind: 'js', compression: 'gzip', budget: gzip },
    { kind: 'css', compression: 'gzip', budget: BUDGET.css },
  ];
  for (const { kind, compression, budget } of checks) {
    const total = sum(rows.filter((row) => row.kind === kind), compression);
    if (total > budget) over.push(`first load of ${page}: ${kind.toUpperCase()} ${kb(total)} ${compression} > ${kb(budget)}`);
    console.log(`${kind.toUpperCase()} total ${kb(total)} ${compression} (budget ${kb(budget)})${total > budget ? '  OVER BUDGET' : ''}`);
  }
}

const routeRows = Object.keys(manifest)
  .filter((key) => key.startsWith('src/routes/') && manifest[key].isDynamicEntry && !first.has(key))
  .map((key) => {
    const added = [...collect(key)].filter((chunk) => !first.has(chunk));
    const rows = added.map((chunk) => sizeOf(manifest[chunk].file));
    return { route: key.slice('src/routes/'.length), gzip: sum(rows, 'gzip'), brotli: sum(rows, 'brotli') };
  })
  .sort((a, b) => b.gzip - a.gzip);
console.log(`\nPages loaded on demand, JS added to the first chunk (budget ${kb(BUDGET.lazyRoute.gzip)} gzip each):`);
console.log(`${'page'.padEnd(28)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}`);
for (const { route, gzip, brotli } of routeRows) {
  const isOver = gzip > BUDGET.lazyRoute.gzip;
  if (isOver) over.push(`page loaded on demand ${route}: JS ${kb(gzip)} gzip > ${kb(BUDGET.lazyRoute.gzip)}`);
  console.log(`${route.padEnd(28)} ${kb(gzip).padStart(10)} ${kb(brotli).padStart(10)}${isOver ? '  OVER BUDGET' : ''}`);
}

if (over.length > 0) {
  console.error(`\nOver budget:\n${over.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
console.log('\nEvery page is within its budget.');
