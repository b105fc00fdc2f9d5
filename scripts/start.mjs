// `npm start`: build what the product needs (cached by turbo), then run the API, which serves the
// seeded catalogue and the site on one port.
import { spawn, spawnSync } from 'node:child_process';

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', NODE_ENV: process.env.NODE_ENV ?? 'production' };

const build = spawnSync(
  'npx',
  ['turbo', 'run', 'build', '--filter=@manara/site', '--filter=@manara/api', '--output-logs=errors-only'],
  { stdio: 'inherit', env },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['apps/api/dist/server.js'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
