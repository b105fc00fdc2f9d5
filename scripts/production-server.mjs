// The production build of the API (which serves the site) on a fresh data folder, for the measuring scripts
// (`npm run bench`, `npm run lighthouse`).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Builds the site and the API as `npm start` does (turbo skips what has not changed); exits on failure. */
export function buildForProduction() {
  const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  const build = spawnSync('npx', ['turbo', 'run', 'build', '--filter=@manara/site', '--filter=@manara/api', '--output-logs=errors-only'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Starts the server (on PostgreSQL when `databaseUrl` is given) and resolves once it answers `/api/health`. */
export async function startProductionServer({ databaseUrl, env = {} } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'manara-measure-'));
  const port = 4300 + Math.floor(Math.random() * 500);
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    env: { ...process.env, NODE_ENV: 'production', ...env, PORT: String(port), DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The log is read and dropped, its last lines kept to say why a start failed.
  let lastLines = '';
  child.stdout.on('data', (chunk) => {
    lastLines = `${lastLines}${chunk}`.slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    const ok = await fetch(`${url}/api/health`).then((response) => response.ok, () => false);
    if (ok) break;
    if (tries > 240 || child.exitCode !== null) throw new Error(`The server did not start:\n${lastLines}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url,
    async close() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
