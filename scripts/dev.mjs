// `npm run dev`: the API with reload on :3000 and Vite with hot reload on :5173, proxying /api to it.
import { spawn } from 'node:child_process';

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };
const children = [
  spawn('npm', ['run', 'dev', '-w', '@manara/api'], { stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', '@manara/site'], { stdio: 'inherit', env }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
for (const child of children) child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
console.log('\n  Manara dev: open http://localhost:5173/courses (API on http://localhost:3000)\n');
