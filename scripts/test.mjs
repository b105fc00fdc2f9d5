// `npm test`: the checks every landing runs; `npm run test:all` (`--all`): every check the project has.
// The quick ones first, ordered so both cores stay busy; stops starting checks at the first failure.
// On CI's two cores the whole set takes about half an hour, and a landing has twenty minutes: the end-to-end suite,
// the component tests, Lighthouse and the API suites' second database run only in the whole set (decision 113).
// Checks that keep one core busy run two at a time, each printed whole when it ends; a check that uses both
// cores (its own workers, or a browser whose timing it checks) runs alone and prints as it goes (decision 062).
import { spawn } from 'node:child_process';

const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
};

/** The machine's cores the checks share; CI's machine has two. */
const CORES = 2;
const ALL = process.argv.includes('--all');

/**
 * In order; `after`: the checks whose output it needs; `cores`: what it keeps busy; `whole`: in the whole set only.
 */
const everyStep = [
  { name: 'lint', command: 'npx eslint . --max-warnings 0', cores: 1 },
  { name: 'typecheck', command: 'npx turbo run typecheck --output-logs=errors-only && npx tsc -p tsconfig.tools.json', cores: 1 },
  { name: 'build', command: 'npx turbo run build --output-logs=errors-only', cores: 1 },
  { name: 'published package shape (publint, attw)', command: 'npm run check-package -w @manara/ui', cores: 1, after: ['build'] },
  { name: 'size budget', command: 'node apps/site/scripts/size.mjs', cores: 1, after: ['build'] },
  ALL
    ? { name: 'API tests (every suite on PGlite and PostgreSQL)', command: 'API_TEST_DRIVERS=all npx vitest run --project=api', cores: CORES }
    : { name: 'API tests (PostgreSQL; PGlite where they differ)', command: 'npx vitest run --project=api', cores: CORES },
  // Lighthouse loads one page at a time; the Storybook build, the consumer test and the unit tests run beside it,
  // or beside each other (the unit tests wait for this slot: before the API tests they would hold the build back).
  { name: 'layout shift, SEO and accessibility (Lighthouse)', command: 'LIGHTHOUSE_RUNS=1 node scripts/lighthouse.mjs --check --no-build', cores: 1, after: ['build'], whole: true },
  { name: 'Storybook builds', command: 'npx storybook build --quiet -o storybook-static', cores: 1 },
  { name: 'package consumer test', command: 'node packages/ui/scripts/consumer-test.mjs --no-build', cores: 1, after: ['build'] },
  { name: 'unit tests', command: 'npx vitest run --project=unit', cores: 1 },
  ALL
    ? { name: 'component, story, axe and screenshot tests', command: 'npx vitest run --project=browser --project=storybook', cores: CORES }
    : { name: 'story, axe and screenshot tests', command: 'npx vitest run --project=storybook', cores: CORES },
  { name: 'end-to-end tests', command: 'npx playwright test -c e2e/playwright.config.ts', cores: CORES, after: ['build'], whole: true },
];
const steps = everyStep.filter((step) => ALL || !step.whole);

/** Runs one check; a check alone on the machine prints as it goes, one beside another prints when it ends. */
function run(step) {
  const { name, command, cores } = step;
  const alone = cores >= CORES;
  const started = Date.now();
  if (alone) console.log(`\n━━ ${name}: ${command}`);
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, env, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      if (!alone) {
        console.log(`\n━━ ${name}: ${command}`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ step, ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    });
  });
}

const results = new Map();
const running = new Map();
let next = 0;
let failed = false;
const started = Date.now();

const busyCores = () => [...running.keys()].reduce((sum, step) => sum + step.cores, 0);
const ready = (step) => (step.after ?? []).every((name) => results.get(name)?.ok);

while (next < steps.length || running.size > 0) {
  // Start checks in order while they fit; one that does not fit (or waits for another) holds the ones after it.
  while (!failed && next < steps.length) {
    const step = steps[next];
    if (!ready(step) || busyCores() + step.cores > CORES) break;
    running.set(step, run(step));
    next += 1;
  }
  if (running.size === 0) break;
  const result = await Promise.race(running.values());
  running.delete(result.step);
  results.set(result.step.name, result);
  if (!result.ok) failed = true;
}

console.log(`\n━━ summary: ${ALL ? 'every check' : 'the checks of every landing; `npm run test:all` runs every check'}`);
for (const { name } of steps) {
  const result = results.get(name);
  console.log(result ? `${result.ok ? 'ok  ' : 'FAIL'} ${name} (${result.seconds} s)` : `-    ${name} (not run)`);
}
const passed = [...results.values()].filter((result) => result.ok).length;
console.log(`all checks in ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`checks: ${passed} passed, ${steps.length - passed} failed`);
process.exit(passed === steps.length ? 0 : 1);
