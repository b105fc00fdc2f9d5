// `npm run bench`: how many requests a second the production server answers, and how fast, next to a raw
// `node:http` server answering a fixed JSON body in the same run (the ceiling on this machine). Runs on a fresh
// embedded database, then on PostgreSQL when its server binaries are installed. Prints a table and writes
// `.bench/latest.json`. Not a test: the figures depend on the machine; quote ratios to raw, not absolutes.
//
// BENCH_SECONDS (10) per route, BENCH_CONNECTIONS (100), BENCH_DATABASES (`pglite,postgres`).
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import autocannon from 'autocannon';
import { findPostgresBin, startPostgresCluster } from '../test/postgres-cluster.mjs';
import { buildForProduction, startProductionServer } from './production-server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const LEARNER = { email: 'learner@manara.local', password: 'Manara#Learn1' };

buildForProduction();

/** The ceiling: Node's own HTTP server answering a small JSON body, as `/api/payments/methods` does. */
function startRaw() {
  const body = JSON.stringify({ status: 'success', data: { methods: [{ id: 'CARD', name: 'Card' }] } });
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    response.end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() })));
}

const json = async (response) => {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
  return response.json();
};

/** The seeded learner's session, enrolled in a free course, and that course's first lesson. */
async function prepare(url) {
  const login = await fetch(`${url}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(LEARNER) }).then(json);
  const auth = { authorization: `Bearer ${login.data.token}` };
  const { data } = await fetch(`${url}/api/courses?page=1`).then(json);
  const course = data.courses.find((candidate) => candidate.currentPrice === 0) ?? data.courses[0];
  await fetch(`${url}/api/payments/create/${course._id}`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: '{"paymentMethod":"CARD"}' });
  const lessons = await fetch(`${url}/api/lessons/courses/${course._id}/lessons`, { headers: auth }).then(json);
  return { auth, course, lesson: lessons.data.lessons[0] };
}

function routes({ auth, course, lesson }) {
  return [
    { name: 'health (select 1)', path: '/api/health' },
    { name: 'payment methods (no database)', path: '/api/payments/methods' },
    { name: 'catalogue page 1', path: '/api/courses?page=1' },
    { name: 'search', path: '/api/courses/search?title=scholarship&page=1' },
    { name: 'course', path: `/api/courses/${course._id}` },
    // Pages drawn on the server (decision 058), as a browser asks for them.
    { name: 'catalogue page, drawn', path: '/courses', headers: { 'accept-encoding': 'gzip, br' } },
    { name: 'course page, drawn', path: `/CoursePage/${course._id}`, headers: { 'accept-encoding': 'gzip, br' } },
    // One visitor while another floods a drawn page with query strings never asked before (decision 063):
    // each row's figures are that visitor's; the flood is not counted.
    { name: 'live, under a query flood', path: '/api/live', connections: 1, flood: QUERY_FLOOD },
    { name: 'about page, under a query flood', path: '/about', headers: { 'accept-encoding': 'gzip, br' }, connections: 1, flood: QUERY_FLOOD },
    { name: 'lessons (signed in)', path: `/api/lessons/courses/${course._id}/lessons`, headers: auth },
    {
      name: 'progress report (signed in)',
      path: `/api/lessons/${lesson._id}/progress`,
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ courseId: course._id, position: 5 }),
    },
  ];
}

/** 50 connections asking for `/courses?utm=1`, `?utm=2`, … as fast as they are answered. */
const QUERY_FLOOD = { path: '/courses', connections: 50 };

/** Runs a flood beside `measure`, for as long, and answers what `measure` answers. */
async function beside(url, flood, measure) {
  let next = 0;
  const flooding = autocannon({
    url: `${url}${flood.path}`,
    headers: { 'accept-encoding': 'gzip, br' },
    connections: flood.connections,
    duration: SECONDS,
    requests: [{ setupRequest: (request) => ({ ...request, path: `${flood.path}?utm=${(next += 1)}` }) }],
  });
  const [measured] = await Promise.all([measure(), flooding]);
  return measured;
}

async function load(url, { path: route = '/', method = 'GET', headers = {}, body, connections = CONNECTIONS, flood }) {
  const measure = () => autocannon({ url: `${url}${route}`, method, headers, body, connections, duration: SECONDS });
  const result = await (flood ? beside(url, flood, measure) : measure());
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const results = { date: new Date().toISOString(), seconds: SECONDS, connections: CONNECTIONS, runs: [] };
const raw = await startRaw();
console.log(`Raw node:http, ${CONNECTIONS} connections, ${SECONDS} s a route`);
const rawFigures = await load(raw.url, {});
results.raw = rawFigures;
raw.close();

for (const database of DATABASES) {
  let cluster;
  if (database === 'postgres') {
    const bin = findPostgresBin();
    if (!bin) {
      console.log('PostgreSQL server binaries not found: skipped');
      continue;
    }
    cluster = await startPostgresCluster(bin);
  }
  const server = await startProductionServer({ databaseUrl: cluster?.url });
  try {
    const rows = [];
    for (const route of routes(await prepare(server.url))) {
      const figures = await load(server.url, route);
      rows.push({ route: route.name, ...figures, ratioToRaw: Number((figures.requestsPerSecond / rawFigures.requestsPerSecond).toFixed(3)) });
    }
    results.runs.push({ database, rows });
  } finally {
    await server.close();
    await cluster?.stop();
  }
}

const pad = (value, width) => String(value).padStart(width);
console.log(`\n${'route'.padEnd(32)} ${pad('req/s', 8)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${pad('errors', 7)} ${pad('of raw', 7)}`);
console.log(`${'raw node:http'.padEnd(32)} ${pad(rawFigures.requestsPerSecond, 8)} ${pad(rawFigures.p50, 7)} ${pad(rawFigures.p99, 7)} ${pad(rawFigures.errors, 7)} ${pad('100 %', 7)}`);
for (const { database, rows } of results.runs) {
  console.log(`-- ${database}`);
  for (const row of rows) {
    const ratio = `${(row.ratioToRaw * 100).toFixed(1)} %`;
    console.log(`${row.route.padEnd(32)} ${pad(row.requestsPerSecond, 8)} ${pad(row.p50, 7)} ${pad(row.p99, 7)} ${pad(row.errors, 7)} ${pad(ratio, 7)}`);
  }
}
mkdirSync('.bench', { recursive: true });
writeFileSync('.bench/latest.json', `${JSON.stringify(results, null, 2)}\n`);
console.log('\nWritten to .bench/latest.json');
