// `npm test`: every check the project has, in order, cheapest first; stops at the first failure.
import { spawnSync } from 'node:child_process';

const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
};

const steps = [
  ['lint', 'npx eslint . --max-warnings 0'],
  ['typecheck', 'npx turbo run typecheck --output-logs=errors-only && npx tsc -p tsconfig.tools.json'],
  ['unit tests', 'npx vitest run --project=unit'],
  ['API tests (PGlite and PostgreSQL)', 'npx vitest run --project=api'],
  ['build', 'npx turbo run build --output-logs=errors-only'],
  ['published package shape (publint, attw)', 'npm run check-package -w @manara/ui'],
  ['size budget', 'node apps/site/scripts/size.mjs'],
  ['layout shift, SEO and accessibility (Lighthouse)', 'LIGHTHOUSE_RUNS=1 node scripts/lighthouse.mjs --check --no-build'],
  ['component, story, axe and screenshot tests', 'npx vitest run --project=browser --project=storybook'],
  ['Storybook builds', 'npx storybook build --quiet -o storybook-static'],
  ['package consumer test', 'node packages/ui/scripts/consumer-test.mjs'],
  ['end-to-end tests', 'npx playwright test -c e2e/playwright.config.ts'],
];

const results = [];
for (const [name, command] of steps) {
  console.log(`\n━━ ${name}: ${command}`);
  const started = Date.now();
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: status === 0, seconds });
  if (status !== 0) break;
}

console.log('\n━━ summary');
for (const { name, ok, seconds } of results) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
const notRun = steps.length - results.length;
if (notRun > 0) console.log(`(${notRun} later checks not run)`);
console.log(`checks: ${results.length - failed} passed, ${failed + notRun} failed`);
process.exit(failed + notRun > 0 ? 1 : 0);
