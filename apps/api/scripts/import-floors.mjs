/**
 * Draws apps/api/src by its imports, one node per folder (a file at the top of src, and a folder's
 * `queries.ts`, are nodes of their own),
 * and says how many floors the drawing has and which arrows run back up (docs/decisions/066-api-layers.md).
 * The order of the floors is the greedy one of Eades, Lin and Smyth: it puts as few arrows as it can
 * against the flow. Without a cycle, no arrow runs back up.
 *
 *   node apps/api/scripts/import-floors.mjs [src folder]
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const src = path.resolve(process.argv[2] ?? new URL('../src', import.meta.url).pathname);

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) yield full;
  }
}

const nodeOf = (file) => {
  const [first, ...rest] = path.relative(src, file).split(path.sep);
  // A resource's reads are what other resources may import: its own node, below the rest of the folder.
  if (rest.length === 1 && rest[0] === 'queries.ts') return `${first}/queries`;
  return rest.length > 0 ? `${first}/` : first.replace(/\.ts$/, '');
};

const resolve = (from, specifier) => {
  const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
  for (const candidate of [base, `${base}.ts`, path.join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  throw new Error(`${path.relative(src, from)}: cannot resolve ${specifier}`);
};

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)'(\.[^']*)'/gm;
/** node -> node -> the files' imports that make the arrow */
const arrows = new Map();
const nodes = new Set();
for (const file of files(src)) {
  const from = nodeOf(file);
  nodes.add(from);
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const target = resolve(file, specifier);
    const to = nodeOf(target);
    // Within one resource, its reads may use the rest of its folder (a constant, an encoding).
    if (to === from || from === `${to}queries`) continue;
    if (!arrows.has(from)) arrows.set(from, new Map());
    const lines = arrows.get(from).get(to) ?? [];
    lines.push(`${path.relative(src, file)} -> ${path.relative(src, target)}`);
    arrows.get(from).set(to, lines);
  }
}
const edges = [...arrows].flatMap(([from, targets]) => [...targets].map(([to, lines]) => ({ from, to, lines })));

// Eades, Lin and Smyth: sinks to the bottom, sources to the top, otherwise the node with most arrows out
// minus in. `order` runs from the top floor down.
const left = new Set([...nodes].sort());
const top = [];
const bottom = [];
const degree = (n, dir) => edges.filter((e) => left.has(e.from) && left.has(e.to) && (dir === 'out' ? e.from === n : e.to === n)).length;
while (left.size > 0) {
  let changed = true;
  while (changed) {
    changed = false;
    for (const n of left) {
      if (degree(n, 'out') === 0) { bottom.unshift(n); left.delete(n); changed = true; }
      else if (degree(n, 'in') === 0) { top.push(n); left.delete(n); changed = true; }
    }
  }
  if (left.size === 0) break;
  const best = [...left].sort((a, b) => degree(b, 'out') - degree(b, 'in') - (degree(a, 'out') - degree(a, 'in')) || a.localeCompare(b))[0];
  top.push(best);
  left.delete(best);
}
const order = [...top, ...bottom];
const rank = new Map(order.map((n, i) => [n, i]));
const upward = edges.filter((e) => rank.get(e.to) < rank.get(e.from));

// Floors by the downward arrows: a node sits one floor above the highest node it imports.
const floor = new Map();
for (const n of [...order].reverse()) {
  const below = edges.filter((e) => e.from === n && rank.get(e.to) > rank.get(n)).map((e) => floor.get(e.to));
  floor.set(n, below.length > 0 ? Math.max(...below) + 1 : 1);
}
const floors = Math.max(...floor.values());

console.log(`${nodes.size} nodes, ${edges.length} arrows, ${floors} floors, ${upward.length} arrows running back up\n`);
for (let f = floors; f >= 1; f--) console.log(`floor ${String(f).padStart(2)}: ${order.filter((n) => floor.get(n) === f).join(' ')}`);
if (upward.length > 0) {
  console.log('\narrows running back up:');
  for (const e of upward) console.log(`  ${e.from} -> ${e.to}  (${e.lines.join('; ')})`);
}
process.exitCode = upward.length > 0 ? 1 : 0;
