#!/usr/bin/env node
/**
 * Proves the published package works for an app outside this repository: build, pack, install
 * the tarball into a fresh app in the system temp directory, bundle a page with Vite, open it in
 * Chromium and check that a CourseCard renders with its styles and its font.
 *
 * Exits non-zero with the reason on the first failure; always removes what it created.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../../test/chromium.js';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(packageDir, '../..');

const COURSE = { id: 'c-42', title: 'Build Your Global Profile', href: '/CoursePage/c-42', price: 750, oldPrice: 1200 };
/** A picture the page can show without a network: a flat navy rectangle. */
const IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="640" height="360" fill="#0b4a6f"/></svg>',
)}`;

class CheckFailed extends Error {}

function log(message) {
  console.log(`[consumer-test] ${message}`);
}

function run(command, args, cwd) {
  log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) {
    throw new CheckFailed(`"${command} ${args.join(' ')}" failed in ${cwd}:\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

/** The repository's own versions, so the install can come from the local npm cache. */
function installedVersion(name) {
  return JSON.parse(readFileSync(path.join(repoRoot, 'node_modules', name, 'package.json'), 'utf8')).version;
}

function writeApp(appDir) {
  mkdirSync(appDir);
  writeFileSync(
    path.join(appDir, 'package.json'),
    JSON.stringify({ name: 'manara-ui-consumer', private: true, type: 'module' }, null, 2),
  );
  writeFileSync(
    path.join(appDir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Consumer</title><link rel="icon" href="data:,"></head>' +
      '<body><div id="root"></div><script type="module" src="/main.js"></script></body></html>',
  );
  writeFileSync(
    path.join(appDir, 'main.js'),
    [
      "import { createElement as h } from 'react';",
      "import { createRoot } from 'react-dom/client';",
      "import { Badge, CourseCard } from '@manara/ui';",
      "import '@manara/ui/styles.css';",
      '',
      `const course = ${JSON.stringify({ ...COURSE, imageUrl: IMAGE, instructor: { name: 'Mona Adel' } })};`,
      "createRoot(document.getElementById('root')).render(",
      "  h('main', { style: { maxWidth: '22rem', margin: '2rem' } },",
      "    h(CourseCard, { ...course, badge: h(Badge, { tone: 'accent' }, 'New') })),",
      ');',
      '',
    ].join('\n'),
  );
}

function serve(dir) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2' };
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

function expectEqual(what, actual, expected) {
  if (actual !== expected) throw new CheckFailed(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  log(`ok  ${what}: ${JSON.stringify(actual)}`);
}

async function checkPage(url) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));

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
    expectEqual(
      'title is set in Cairo',
      await title.evaluate((link) => getComputedStyle(link).fontFamily.startsWith('"Cairo Variable"')),
      true,
    );
    expectEqual(
      'Cairo font file loaded',
      await page.evaluate(() =>
        Array.from(document.fonts).some((face) => face.family.replace(/"/g, '') === 'Cairo Variable' && face.status === 'loaded'),
      ),
      true,
    );
    expectEqual('page errors, console errors, failed requests', problems.join('\n'), '');
  } finally {
    await browser.close();
  }
}

async function main() {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'manara-ui-consumer-'));
  let server;
  try {
    run('npm', ['run', 'build'], packageDir);
    const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', workDir], packageDir));
    const tarball = path.join(workDir, packed[0].filename);
    log(`packed ${path.basename(tarball)} (${packed[0].files.length} files)`);

    const appDir = path.join(workDir, 'app');
    writeApp(appDir);
    run(
      'npm',
      [
        'install',
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
        tarball,
        `react@${installedVersion('react')}`,
        `react-dom@${installedVersion('react-dom')}`,
        `vite@${installedVersion('vite')}`,
      ],
      appDir,
    );
    run(path.join(appDir, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], appDir);

    server = await serve(path.join(appDir, 'dist'));
    const { port } = server.address();
    log(`serving the built app on http://127.0.0.1:${port}/`);
    await checkPage(`http://127.0.0.1:${port}/`);
    log('passed: the packed @manara/ui renders a styled CourseCard in a fresh Vite app');
  } finally {
    server?.close();
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`[consumer-test] FAILED: ${error instanceof CheckFailed ? error.message : (error?.stack ?? error)}`);
  process.exitCode = 1;
});
