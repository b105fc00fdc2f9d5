#!/usr/bin/env node
/**
 * Proves the published package works for apps outside this repository, as another team would use it
 * (decision 093): build, pack, install the tarball into a Vite app and a Next.js App Router app, build both,
 * open their pages in Chromium and check that a CourseCard renders with its styles (and, where the app opts
 * in, its font) without an error; and that importing only CourseCard costs at most the budget below.
 *
 * The apps live under node_modules/.cache/manara-ui-consumer/ with their dependencies installed once: the
 * lowest React the package declares, Vite, Next.js and the package's own dependencies. While those are
 * unchanged, a run only unpacks the new tarball over the installed one.
 *
 * Exits non-zero with the reason on the first failure.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../../test/chromium.js';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(packageDir, '../..');
const cacheDir = path.join(repoRoot, 'node_modules', '.cache', 'manara-ui-consumer');

/** The Next.js the App Router app is built with. */
const NEXT_VERSION = '16.4.6';
/** What importing only CourseCard may add to an app, gzip: its JavaScript beyond React's, and all its CSS. */
const BUDGET = { js: 12 * 1024, css: 4 * 1024 };

const COURSE = { id: 'c-42', title: 'Build Your Global Profile', href: '/CoursePage/c-42', price: 750, oldPrice: 1200 };
/** A picture the page can show without a network: a flat navy rectangle. */
const IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="640" height="360" fill="#0b4a6f"/></svg>',
)}`;

class CheckFailed extends Error {}

function log(message) {
  console.log(`[consumer-test] ${message}`);
}

function run(command, args, cwd, env = {}) {
  log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    throw new CheckFailed(`"${command} ${args.join(' ')}" failed in ${cwd}:\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

/** The repository's own versions, so the install can come from the local npm cache. */
function installedVersion(name) {
  return JSON.parse(readFileSync(path.join(repoRoot, 'node_modules', name, 'package.json'), 'utf8')).version;
}

/** The lowest version a peer range of the form `^x.y.z` allows: the one the apps install. */
function lowestVersion(range) {
  const match = /^\^(\d+\.\d+\.\d+)$/.exec(range ?? '');
  if (!match?.[1]) throw new CheckFailed(`peer range ${JSON.stringify(range)} is not "^x.y.z"; teach lowestVersion to read it`);
  return match[1];
}

const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
const react = lowestVersion(manifest.peerDependencies.react);
const reactDom = lowestVersion(manifest.peerDependencies['react-dom']);
/** Everything the apps install besides the package; a change here installs them afresh. */
const appDependencies = {
  vite: [`react@${react}`, `react-dom@${reactDom}`, `vite@${installedVersion('vite')}`],
  next: [`react@${react}`, `react-dom@${reactDom}`, `next@${NEXT_VERSION}`],
};

const courseJson = JSON.stringify({ ...COURSE, imageUrl: IMAGE, instructor: { name: 'Mona Adel' } });

/** The Vite app: one page per entry, each built on its own so that each one's cost can be read apart. */
const VITE_PAGES = {
  // React alone: what the budget is measured beyond.
  react: ["import { createElement as h } from 'react';", "import { createRoot } from 'react-dom/client';", "createRoot(document.getElementById('root')).render(h('main', null, 'React'));"],
  // Only CourseCard, from its own entry, with the theme and without the fonts.
  'course-card': [
    "import { createElement as h } from 'react';",
    "import { createRoot } from 'react-dom/client';",
    "import { CourseCard } from '@manara/ui/CourseCard';",
    "import '@manara/ui/theme.css';",
    `const course = ${courseJson};`,
    "createRoot(document.getElementById('root')).render(h('main', { style: { maxWidth: '22rem', margin: '2rem' } }, h(CourseCard, course)));",
  ],
  // The root entry, as the repository's own apps import it, with every stylesheet and the fonts.
  root: [
    "import { createElement as h } from 'react';",
    "import { createRoot } from 'react-dom/client';",
    "import { Badge, CourseCard } from '@manara/ui';",
    "import '@manara/ui/styles.css';",
    `const course = ${courseJson};`,
    "createRoot(document.getElementById('root')).render(",
    "  h('main', { style: { maxWidth: '22rem', margin: '2rem' } },",
    "    h(CourseCard, { ...course, badge: h(Badge, { tone: 'accent' }, 'New') })),",
    ');',
  ],
};

function writeViteApp(appDir) {
  mkdirSync(appDir, { recursive: true });
  writeFileSync(path.join(appDir, 'package.json'), JSON.stringify({ name: 'manara-ui-vite-consumer', private: true, type: 'module' }, null, 2));
  writeFileSync(
    path.join(appDir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Consumer</title><link rel="icon" href="data:,"></head>' +
      '<body><div id="root"></div><script type="module" src="/main.js"></script></body></html>',
  );
  writeFileSync(
    path.join(appDir, 'vite.config.js'),
    "export default { build: { outDir: `dist/${process.env.PAGE}`, emptyOutDir: true }, logLevel: 'warn' };\n",
  );
}

function writeVitePage(appDir, name) {
  writeFileSync(path.join(appDir, 'main.js'), `${VITE_PAGES[name].join('\n')}\n`);
}

/** The Next.js app: its page is a server component that imports CourseCard from the root and reads the server entry. */
function writeNextApp(appDir) {
  mkdirSync(path.join(appDir, 'app'), { recursive: true });
  writeFileSync(path.join(appDir, 'package.json'), JSON.stringify({ name: 'manara-ui-next-consumer', private: true }, null, 2));
  writeFileSync(path.join(appDir, 'next.config.mjs'), 'export default { poweredByHeader: false };\n');
  // Plain calls rather than JSX: the app sits under node_modules/, whose files Next.js does not compile.
  writeFileSync(
    path.join(appDir, 'app', 'layout.js'),
    [
      "import { createElement as h } from 'react';",
      "import '@manara/ui/theme.css';",
      "import '@manara/ui/fonts.css';",
      '',
      "export const metadata = { title: 'Consumer', icons: { icon: 'data:,' } };",
      '',
      'export default function RootLayout({ children }) {',
      "  return h('html', { lang: 'en' }, h('body', null, children));",
      '}',
      '',
    ].join('\n'),
  );
  writeFileSync(
    path.join(appDir, 'app', 'page.js'),
    [
      "import { createElement as h } from 'react';",
      "import { Badge, CourseCard } from '@manara/ui';",
      "import { isNewCourse, vars } from '@manara/ui/server';",
      '',
      `const course = ${courseJson};`,
      '',
      '// A server component: no "use client" here.',
      'export default function Page() {',
      '  const isNew = isNewCourse(new Date(Date.now() - 86_400_000));',
      '  return h(',
      "    'main',",
      "    { style: { maxWidth: '22rem', margin: '2rem', color: vars.color.text } },",
      "    h(CourseCard, { ...course, badge: isNew ? h(Badge, { tone: 'accent' }, 'New') : undefined }),",
      '  );',
      '}',
      '',
    ].join('\n'),
  );
}

/**
 * Makes sure `appDir` has its dependencies for `key`; installs them (with the tarball) when it has not, else
 * unpacks the tarball over the installed package. Returns whether it installed.
 */
function prepareApp(appDir, write, dependencies, tarball) {
  const key = JSON.stringify({ dependencies, packageDependencies: manifest.dependencies });
  const keyFile = path.join(appDir, '.install-key');
  if (existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key) {
    write(appDir);
    const target = path.join(appDir, 'node_modules', '@manara', 'ui');
    rmSync(target, { recursive: true, force: true });
    mkdirSync(target, { recursive: true });
    run('tar', ['-xzf', tarball, '-C', target, '--strip-components=1'], appDir);
    return false;
  }
  rmSync(appDir, { recursive: true, force: true });
  write(appDir);
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', tarball, ...dependencies], appDir);
  writeFileSync(keyFile, key);
  return true;
}

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2' };

function serve(dir) {
  const server = createServer((request, response) => {
    const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = path.join(dir, urlPath === '/' ? 'index.html' : path.normalize(urlPath));
    if (!file.startsWith(dir)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const body = readFileSync(file);
      response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => {
    // Port 0: the system picks a free port.
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function expectEqual(what, actual, expected) {
  if (actual !== expected) throw new CheckFailed(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  log(`ok  ${what}: ${JSON.stringify(actual)}`);
}

/** Gzip bytes of the built files with this extension, all of them. */
function gzipOf(dir, extension) {
  let total = 0;
  const walk = (current) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(extension)) total += gzipSync(readFileSync(full), { level: 9 }).length;
    }
  };
  walk(dir);
  return total;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function expectWithin(what, bytes, budget) {
  if (bytes > budget) throw new CheckFailed(`${what}: ${kb(bytes)} gzip, over its budget of ${kb(budget)}`);
  log(`ok  ${what}: ${kb(bytes)} gzip (budget ${kb(budget)})`);
}

/** Opens `url` in Chromium and checks the card; `font`: whether the page opted in to Cairo. */
async function checkPage(browser, url, { font, badge }) {
  const page = await browser.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));
  try {
    await page.goto(url);
    const title = page.getByRole('link', { name: COURSE.title });
    await title.waitFor({ timeout: 10_000 });
    await page.evaluate(() => document.fonts.ready);

    expectEqual('title link href', await title.getAttribute('href'), `/CoursePage/${COURSE.id}`);
    const card = page.getByRole('article', { name: COURSE.title });
    // Intl puts a no-break space after the currency code: compare text with plain spaces.
    const price = await card.locator('s').evaluate((old) => ({
      current: (old.previousElementSibling?.textContent ?? '').replace(/\s+/g, ' '),
      old: (old.textContent ?? '').replace(/\s+/g, ' '),
      line: getComputedStyle(old).textDecorationLine,
    }));
    expectEqual('current price', price.current, 'EGP 750');
    expectEqual('old price struck through', `${price.old} / ${price.line}`, 'Original price: EGP 1,200 / line-through');
    expectEqual('image computed height', await card.locator('img').evaluate((img) => getComputedStyle(img).height), '180px');
    expectEqual(
      'Enroll Now button has the brand colour',
      await card.getByRole('button', { name: 'Enroll Now' }).evaluate((button) => getComputedStyle(button).backgroundColor),
      'rgb(11, 74, 111)',
    );
    if (badge) expectEqual('badge shown', await card.getByText('New', { exact: true }).count(), 1);
    const cairoLoaded = await page.evaluate(() =>
      Array.from(document.fonts).some((face) => face.family.replace(/"/g, '') === 'Cairo Variable' && face.status === 'loaded'),
    );
    expectEqual(font ? 'Cairo font file loaded' : 'no Cairo font file (the page did not opt in)', cairoLoaded, font);
    if (font) {
      expectEqual(
        'title is set in Cairo',
        await title.evaluate((link) => getComputedStyle(link).fontFamily.startsWith('"Cairo Variable"')),
        true,
      );
    }
    expectEqual('page errors, console errors and warnings, failed requests', problems.join('\n'), '');
  } finally {
    await page.close();
  }
}

/**
 * Every name the package imports from React is one the lowest declared React exports: a bundler does not
 * complain about a missing export in code the page shakes away (the certificate canvas), an app using it would.
 */
function checkReactExports(appDir) {
  const dist = path.join(appDir, 'node_modules', '@manara', 'ui', 'dist');
  const wanted = new Set();
  for (const file of readdirSync(dist).filter((name) => name.endsWith('.js'))) {
    for (const [, list = ''] of readFileSync(path.join(dist, file), 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*["']react["']/g)) {
      for (const item of list.split(',')) {
        const name = item.trim().split(/\s+as\s+/)[0];
        if (name) wanted.add(name);
      }
    }
  }
  const script = "import * as React from 'react'; console.log(JSON.stringify(Object.keys(React)));";
  const exported = new Set(JSON.parse(run(process.execPath, ['--input-type=module', '-e', script], appDir)));
  const missing = [...wanted].filter((name) => !exported.has(name)).sort();
  expectEqual(`names imported from react that react@${react} lacks`, missing.join(', '), '');
}

async function checkViteApp(browser, tarball) {
  const appDir = path.join(cacheDir, 'vite');
  const started = Date.now();
  const installed = prepareApp(appDir, writeViteApp, appDependencies.vite, tarball);
  log(`vite app ${installed ? 'installed' : 'reused'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  checkReactExports(appDir);
  const vite = path.join(appDir, 'node_modules', '.bin', 'vite');
  const sizes = {};
  for (const name of Object.keys(VITE_PAGES)) {
    writeVitePage(appDir, name);
    run(vite, ['build'], appDir, { PAGE: name });
    const dist = path.join(appDir, 'dist', name);
    sizes[name] = { js: gzipOf(dist, '.js'), css: gzipOf(dist, '.css') };
  }
  expectWithin('JavaScript that CourseCard adds beyond React, from @manara/ui/CourseCard', sizes['course-card'].js - sizes.react.js, BUDGET.js);
  expectWithin('JavaScript that CourseCard adds beyond React, from @manara/ui', sizes.root.js - sizes.react.js, BUDGET.js);
  expectWithin('CSS that CourseCard brings with the theme', sizes['course-card'].css, BUDGET.css);

  for (const [name, options] of [
    ['course-card', { font: false, badge: false }],
    ['root', { font: true, badge: true }],
  ]) {
    const server = await serve(path.join(appDir, 'dist', name));
    try {
      log(`vite app, ${name} page`);
      await checkPage(browser, `http://127.0.0.1:${server.address().port}/`, options);
    } finally {
      server.close();
    }
  }
}

async function checkNextApp(browser, tarball) {
  const appDir = path.join(cacheDir, 'next');
  let started = Date.now();
  const installed = prepareApp(appDir, writeNextApp, appDependencies.next, tarball);
  log(`next app ${installed ? 'installed' : 'reused'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const next = path.join(appDir, 'node_modules', '.bin', 'next');
  const env = { NEXT_TELEMETRY_DISABLED: '1' };
  started = Date.now();
  run(next, ['build'], appDir, env);
  log(`next build in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const port = await freePort();
  const server = spawn(next, ['start', '-p', String(port), '-H', '127.0.0.1'], { cwd: appDir, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  server.stdout.on('data', (chunk) => output.push(chunk));
  server.stderr.on('data', (chunk) => output.push(chunk));
  try {
    const url = `http://127.0.0.1:${port}/`;
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        const response = await fetch(url);
        expectEqual('next server-rendered page status', response.status, 200);
        expectEqual('card in the server-rendered HTML', (await response.text()).includes(COURSE.title), true);
        break;
      } catch (error) {
        if (error instanceof CheckFailed) throw error;
        if (Date.now() > deadline || server.exitCode !== null) throw new CheckFailed(`next start did not answer:\n${Buffer.concat(output)}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
    log('next app page');
    await checkPage(browser, url, { font: true, badge: true });
    const serverOutput = Buffer.concat(output).toString();
    if (/error|warn/i.test(serverOutput)) throw new CheckFailed(`next start wrote:\n${serverOutput}`);
  } finally {
    server.kill();
  }
}

async function main() {
  const started = Date.now();
  mkdirSync(cacheDir, { recursive: true });
  // `npm test` has built every package already.
  if (!process.argv.includes('--no-build')) run('npm', ['run', 'build'], packageDir);
  const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', cacheDir], packageDir));
  // One name whatever the version, so an app installed from it stays valid.
  const tarball = path.join(cacheDir, 'manara-ui.tgz');
  rmSync(tarball, { force: true });
  run('mv', [path.join(cacheDir, packed[0].filename), tarball], cacheDir);
  log(`packed ${packed[0].filename} (${packed[0].files.length} files)`);

  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    await checkViteApp(browser, tarball);
    await checkNextApp(browser, tarball);
  } finally {
    await browser.close();
  }
  log(`passed in ${((Date.now() - started) / 1000).toFixed(0)} s: the packed @manara/ui renders CourseCard in a Vite app and in a Next.js server component, within its budget`);
}

main().catch((error) => {
  console.error(`[consumer-test] FAILED: ${error instanceof CheckFailed ? error.message : (error?.stack ?? error)}`);
  process.exitCode = 1;
});
