// `npm run chromatic`: publish Storybook to Chromatic for teams that have a project token.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('Chromatic skipped: CHROMATIC_PROJECT_TOKEN is not set. Visual tests run locally in `npm test`.');
  process.exit(0);
}
const run = spawnSync('npx', ['chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes'], {
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
