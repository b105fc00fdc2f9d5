import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../test/chromium.js';

const port = Number(process.env.E2E_PORT ?? 3777);
const baseURL = `http://127.0.0.1:${port}`;
/** A fresh database for every run (removed before the server starts): the first start seeds it, as on a new machine. */
const dataDir = path.join(tmpdir(), `manara-e2e-${port}`);

export default defineConfig({
  testDir: '.',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'off',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 900 } } }],
  webServer: {
    command: `rm -rf '${dataDir}' && npm start`,
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `${baseURL}/api/health`,
    env: { PORT: String(port), DATA_DIR: dataDir },
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
