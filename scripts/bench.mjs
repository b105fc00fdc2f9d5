// `npm run bench`: how many requests a second the production server answers, and how fast, next to a raw
// `node:http` server answering a fixed JSON body (the ceiling on this machine). Both run in processes of their
// own, started the same way and warmed up before each measure; the load comes from this process. Each figure
// is the median of BENCH_RUNS (3) runs, with the spread of requests/s and p99 across them. Runs on a fresh
// embedded database, then on PostgreSQL when its server binaries are installed. Prints a table and writes
// `.bench/latest.json`. Not a test: the figures depend on the machine; quote ratios to raw, from one run.
//
// Two rows load several routes at once:
// - "under a query flood": one visitor while 50 connections ask for a drawn page with query strings never
//   asked before (decision 063); the row is that visitor's figures.
// - "mix": 100 connections over the catalogue JSON, the drawn catalogue, a drawn course page, and, signed
//   in, the lessons call and progress reports, a learner of their own on each signed-in connection (the
//   learners sign up, confirm their address from the e-mail and enrol, as people do).
//
// BENCH_SECONDS (5) a run, BENCH_RUNS (3), BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (100),
// BENCH_DATABASES (`pglite,postgres`), BENCH_ROWS (every row; else the rows whose name contains one of these
// comma-separated words, e.g. `mix,lessons`).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import autocannon from 'autocannon';
import { startMailServer } from '../e2e/support/mail-server.mjs';
import { findPostgresBin, startPostgresCluster } from '../test/postgres-cluster.mjs';
import { buildForProduction, startProductionServer } from './production-server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const ROWS = process.env.BENCH_ROWS?.split(',');
const chosen = (name) => !ROWS || ROWS.some((word) => name.includes(word));
const LEARNER = { email: 'learner@manara.local', password: 'Manara#Learn1' };
const BROWSER = { 'accept-encoding': 'gzip, br' };
/** The mix's connections on each of its five routes. */
const MIX_SHARE = Math.max(1, Math.floor(CONNECTIONS / 5));

buildForProduction();

/** The ceiling: Node's own HTTP server answering a small JSON body, as `/api/payments/methods` does, in its own process. */
async function startRaw() {
  const child = spawn(process.execPath, ['scripts/bench-raw-server.mjs'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
    child.once('exit', (code) => reject(new Error(`The raw server stopped (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM')),
  };
}

/** A request from a loopback address of its own: each learner is a client of its own to the per-address limits. */
function send(url, { method = 'GET', headers = {}, body, from }) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) }, localAddress: from }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => {
        if (response.statusCode >= 400) reject(new Error(`${method} ${url} answered ${response.statusCode}: ${text}`));
        else resolve(text ? JSON.parse(text) : undefined);
      });
    });
    request.on('error', reject);
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** Signs in, enrols in `course` (free) and answers the session's header. */
async function enrolled(url, { email, password }, course, from) {
  const login = await send(`${url}/api/users/login`, { method: 'POST', body: { email, password }, from });
  const auth = { authorization: `Bearer ${login.data.token}` };
  await send(`${url}/api/payments/create/${course._id}`, { method: 'POST', headers: auth, body: { paymentMethod: 'CARD' }, from }).catch(() => undefined);
  return auth;
}

/** `count` new learners, each signed up, confirmed through the link mailed to them and enrolled in `course`. */
async function newLearners(url, mail, course, count) {
  const learners = [];
  for (let index = 0; index < count; index += 1) {
    const from = `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`;
    const account = { email: `bench.${index}.${Date.now()}@manara.local`, password: 'Bench#Learner1' };
    await send(`${url}/api/users/register`, { method: 'POST', body: { firstName: 'Bench', lastName: `Learner ${index}`, phoneNumber: '01012345678', ...account, confirmPassword: account.password }, from });
    let link;
    for (let tries = 0; !link && tries < 100; tries += 1) {
      const message = mail.messages.find((candidate) => candidate.to.includes(account.email));
      link = message?.text.match(/https?:\/\/\S*token=[\w-]+/)?.[0];
      if (!link) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (!link) throw new Error(`No confirmation mail reached ${account.email}`);
    await send(`${url}/api/users/verify-email?token=${new URL(link).searchParams.get('token')}`, { from });
    learners.push(await enrolled(url, account, course, from));
  }
  return learners;
}

/** The seeded learner's session, enrolled in a free course, that course's first lesson, and the mix's learners. */
async function prepare(url, mail) {
  const { data } = await send(`${url}/api/courses?page=1`, {});
  const course = data.courses.find((candidate) => candidate.currentPrice === 0) ?? data.courses[0];
  const auth = await enrolled(url, LEARNER, course);
  const lessons = await send(`${url}/api/lessons/courses/${course._id}/lessons`, { headers: auth });
  const learners = await newLearners(url, mail, course, 2 * MIX_SHARE);
  return { auth, course, lesson: lessons.data.lessons[0], learners };
}

function progressReport({ course, lesson }, auth) {
  return { path: `/api/lessons/${lesson._id}/progress`, method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ courseId: course._id, position: 5 }) };
}

function routes(prepared) {
  const { auth, course } = prepared;
  return [
    { name: 'health (select 1)', path: '/api/health' },
    { name: 'payment methods (no database)', path: '/api/payments/methods' },
    { name: 'catalogue page 1', path: '/api/courses?page=1' },
    { name: 'search', path: '/api/courses/search?title=scholarship&page=1' },
    { name: 'course', path: `/api/courses/${course._id}` },
    // Pages drawn on the server (decision 058), as a browser asks for them.
    { name: 'catalogue page, drawn', path: '/courses', headers: BROWSER },
    { name: 'course page, drawn', path: `/CoursePage/${course._id}`, headers: BROWSER },
    { name: 'live, under a query flood', path: '/api/live', connections: 1, flood: QUERY_FLOOD },
    { name: 'about page, under a query flood', path: '/about', headers: BROWSER, connections: 1, flood: QUERY_FLOOD },
    { name: 'lessons (signed in)', path: `/api/lessons/courses/${course._id}/lessons`, headers: auth },
    { name: 'progress report (signed in)', ...progressReport(prepared, auth) },
  ];
}

/** The mix: each part's load at once, a learner of its own on each signed-in connection. */
function mix(prepared) {
  const { course, learners } = prepared;
  const lessonsLearners = learners.slice(0, MIX_SHARE);
  const progressLearners = learners.slice(MIX_SHARE, 2 * MIX_SHARE);
  return [
    { name: 'mix: catalogue JSON', loads: [{ path: '/api/courses?page=1', connections: MIX_SHARE }] },
    { name: 'mix: catalogue, drawn', loads: [{ path: '/courses', headers: BROWSER, connections: MIX_SHARE }] },
    { name: 'mix: course page, drawn', loads: [{ path: `/CoursePage/${course._id}`, headers: BROWSER, connections: MIX_SHARE }] },
    { name: 'mix: lessons (signed in)', loads: lessonsLearners.map((auth) => ({ path: `/api/lessons/courses/${course._id}/lessons`, headers: auth, connections: 1 })) },
    { name: 'mix: progress (signed in)', loads: progressLearners.map((auth) => ({ ...progressReport(prepared, auth), connections: 1 })) },
  ];
}

/** 50 connections asking for `/courses?utm=1`, `?utm=2`, … as fast as they are answered. */
const QUERY_FLOOD = { path: '/courses', connections: 50 };

function flood(url, seconds) {
  let next = 0;
  return autocannon({
    url: `${url}${QUERY_FLOOD.path}`,
    headers: BROWSER,
    connections: QUERY_FLOOD.connections,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, path: `${QUERY_FLOOD.path}?utm=${(next += 1)}` }) }],
  });
}

/** One autocannon load: requests/s, p50, p99 and errors. */
async function once(url, { path: route = '/', method = 'GET', headers = {}, body, connections = CONNECTIONS }, seconds) {
  const result = await autocannon({ url: `${url}${route}`, method, headers, body, connections, duration: seconds });
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}

/**
 * Loads that run at once and count as one row: requests/s and errors add up; p50 is the loads' median, and p99
 * the worst of them (a signed-in row is one load per learner).
 */
function together(figures) {
  const sorted = (key) => figures.map((figure) => figure[key]).sort((a, b) => a - b);
  return {
    requestsPerSecond: figures.reduce((sum, figure) => sum + figure.requestsPerSecond, 0),
    p50: sorted('p50')[Math.floor(figures.length / 2)],
    p99: Math.max(...sorted('p99')),
    errors: figures.reduce((sum, figure) => sum + figure.errors, 0),
  };
}

/** The median run by requests/s, with the spread of requests/s and p99 over the runs. */
function medianOf(runs) {
  const byRate = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  const median = byRate[Math.floor(byRate.length / 2)];
  const p99s = runs.map((run) => run.p99);
  return {
    requestsPerSecond: Math.round(median.requestsPerSecond),
    p50: median.p50,
    p99: median.p99,
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    spread: { requestsPerSecond: [Math.round(byRate[0].requestsPerSecond), Math.round(byRate.at(-1).requestsPerSecond)], p99: [Math.min(...p99s), Math.max(...p99s)] },
  };
}

/** A route (with its flood, if any), warmed up, then measured RUNS times. */
async function measure(url, route) {
  const run = async (seconds) => {
    const [figures] = await Promise.all([once(url, route, seconds), route.flood ? flood(url, seconds) : undefined]);
    return figures;
  };
  await run(WARMUP_SECONDS);
  const runs = [];
  for (let index = 0; index < RUNS; index += 1) runs.push(await run(SECONDS));
  return medianOf(runs);
}

/** The mix, warmed up, then measured RUNS times: a row for each of its parts. */
async function measureMix(url, parts) {
  const run = (seconds) => Promise.all(parts.map(async (part) => together(await Promise.all(part.loads.map((load) => once(url, load, seconds))))));
  await run(WARMUP_SECONDS);
  const runs = [];
  for (let index = 0; index < RUNS; index += 1) runs.push(await run(SECONDS));
  return parts.map((part, index) => ({ route: part.name, ...medianOf(runs.map((figures) => figures[index])) }));
}

const results = { date: new Date().toISOString(), seconds: SECONDS, runs: RUNS, warmupSeconds: WARMUP_SECONDS, connections: CONNECTIONS, databases: [] };
console.log(`${CONNECTIONS} connections; each figure the median of ${RUNS} runs of ${SECONDS} s after ${WARMUP_SECONDS} s of warm-up`);
const raw = await startRaw();
results.raw = await measure(raw.url, {});
await raw.close();

const mail = await startMailServer({ smtpPort: 0, httpPort: 0 });
try {
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
    const server = await startProductionServer({ databaseUrl: cluster?.url, env: { SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}` } });
    try {
      const prepared = await prepare(server.url, mail);
      const rows = [];
      for (const route of routes(prepared).filter((row) => chosen(row.name))) rows.push({ route: route.name, ...(await measure(server.url, route)) });
      if (chosen('mix')) rows.push(...(await measureMix(server.url, mix(prepared))));
      for (const row of rows) row.ratioToRaw = Number((row.requestsPerSecond / results.raw.requestsPerSecond).toFixed(3));
      results.databases.push({ database, rows });
    } finally {
      await server.close();
      await cluster?.stop();
    }
  }
} finally {
  await mail.close();
}

const pad = (value, width) => String(value).padStart(width);
const range = ([low, high]) => `${low}-${high}`;
const line = (name, row, ratio) =>
  `${name.padEnd(32)} ${pad(row.requestsPerSecond, 7)} ${pad(range(row.spread.requestsPerSecond), 13)} ${pad(row.p50, 6)} ${pad(row.p99, 6)} ${pad(range(row.spread.p99), 11)} ${pad(row.errors, 6)} ${pad(ratio, 7)}`;
console.log(`\n${'route'.padEnd(32)} ${pad('req/s', 7)} ${pad('req/s range', 13)} ${pad('p50', 6)} ${pad('p99', 6)} ${pad('p99 range', 11)} ${pad('errors', 6)} ${pad('of raw', 7)}   (ms)`);
console.log(line('raw node:http (own process)', results.raw, '100 %'));
for (const { database, rows } of results.databases) {
  console.log(`-- ${database}`);
  for (const row of rows) console.log(line(row.route, row, `${(row.ratioToRaw * 100).toFixed(1)} %`));
}
mkdirSync('.bench', { recursive: true });
writeFileSync('.bench/latest.json', `${JSON.stringify(results, null, 2)}\n`);
console.log('\nWritten to .bench/latest.json');
