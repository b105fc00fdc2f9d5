import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../test/chromium.js';
import { servers } from './support/servers';

const { port, baseURL, smtpPort, inboxPort, inboxURL, oidcPort, oidcIssuer, google } = servers;
const root = path.resolve(import.meta.dirname, '..');
/** A fresh database for every run (removed before the server starts): the first start seeds it, as on a new machine. */
const dataDir = path.join(tmpdir(), `manara-e2e-${port}`);

export default defineConfig({
  testDir: '.',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 60_000,
  // The sandbox's card page is served by the API, not a story, so it is screenshot-compared here. A few
  // anti-aliased pixels may differ between runs; a real layout change moves thousands.
  // An expectation waits up to 20 s: pages opened side by side on a slow two-core machine take that (decision 112).
  expect: { timeout: 20_000, toHaveScreenshot: { maxDiffPixels: 100 } },
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}{ext}',
  use: {
    baseURL,
    trace: 'off',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 900 } } }],
  webServer: [
    {
      // A real SMTP server: account e-mails travel over SMTP and the tests read them back.
      command: `node e2e/support/mail-server.mjs --smtp-port ${smtpPort} --http-port ${inboxPort}`,
      cwd: root,
      url: `${inboxURL}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
    },
    {
      // A real OpenID Connect provider standing in for Google.
      command: [
        `node test/oidc-provider.mjs --port ${oidcPort}`,
        `--client-id ${google.clientId} --client-secret ${google.clientSecret}`,
        `--redirect-uri ${baseURL}/api/users/google/callback`,
      ].join(' '),
      cwd: root,
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: false,
    },
    {
      command: `rm -rf '${dataDir}' && npm start`,
      cwd: root,
      url: `${baseURL}/api/health`,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        // Links in e-mails must open this very site (host included, for its cookies).
        PUBLIC_URL: baseURL,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        GOOGLE_CLIENT_ID: google.clientId,
        GOOGLE_CLIENT_SECRET: google.clientSecret,
        GOOGLE_ISSUER: oidcIssuer,
        // A free course of three lessons of unstored length: the stand-in YouTube plays each in 10 s.
        EXTRA_COURSES_FILE: path.join(root, 'e2e/fixtures/short-course.json'),
        // Every spec signs up its own learners, and signs them in, from this one address.
        SIGNUP_LIMIT_PER_IP_PER_HOUR: '50',
        LOGIN_LIMIT_PER_IP_PER_15_MINUTES: '200',
        // How to reach the team, as a deployment sets it: the footer, the home page and the e-mails show it.
        CONTACT_EMAIL: 'hello@manara.example',
        SOCIAL_YOUTUBE: 'https://www.youtube.com/@manara.example',
        // A line per request would bury the run's own output; what went wrong still shows.
        LOG_LEVEL: 'warn',
      },
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
  ],
});
