// `npm run release`: version @manara/ui from the pending changesets (package.json, CHANGELOG.md), build it, and
// publish it with provenance. It publishes for real only in CI with NPM_TOKEN set; anywhere else the publish is a
// `--dry-run` that shows the tarball, and it says so (decision 094).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PACKAGE = '@manara/ui';
const real = Boolean(process.env.CI && process.env.NPM_TOKEN);

function run(command, args, env = process.env) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const version = () => JSON.parse(readFileSync('packages/ui/package.json', 'utf8')).version;

const pending = readdirSync('.changeset').filter((name) => name.endsWith('.md') && name !== 'README.md');
if (pending.length > 0) {
  const before = version();
  run('npx', ['changeset', 'version']);
  // The workspace's version lives in the lockfile too; keep it in step so `npm ci` stays clean.
  run('npm', ['install', '--package-lock-only', '--no-audit', '--no-fund']);
  console.log(`\n${PACKAGE}: ${before} → ${version()}, CHANGELOG.md written from ${pending.length} changeset(s). Commit them as the release.`);
} else {
  console.log(`No pending changesets: publishing ${PACKAGE}@${version()} as package.json has it.`);
}

run('npm', ['run', 'build', '-w', PACKAGE]);

const publish = ['publish', '-w', PACKAGE, '--provenance', '--access', 'public'];
if (real) {
  // The token reaches npm through a throwaway config that names the variable, never the token itself.
  const dir = mkdtempSync(path.join(tmpdir(), 'npm-release-'));
  const userconfig = path.join(dir, '.npmrc');
  writeFileSync(userconfig, '//registry.npmjs.org/:_authToken=${NPM_TOKEN}\n');
  try {
    run('npm', [...publish, '--userconfig', userconfig]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(`\nPublished ${PACKAGE}@${version()}.`);
} else {
  run('npm', [...publish, '--dry-run']);
  console.log(
    `\nDry run: nothing was published (${process.env.CI ? 'NPM_TOKEN is not set' : 'not in CI'}). ` +
      `${PACKAGE}@${version()} publishes from CI with NPM_TOKEN set; the tarball above is what it would send.`,
  );
}
