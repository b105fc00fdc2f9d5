import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * Every change to what @manara/ui ships carries a changeset (decision 094 of the repository). The last release is
 * the last commit that wrote packages/ui/CHANGELOG.md (`npm run release` writes it); a shipped file changed since
 * then, committed or not, needs a pending changeset in .changeset/ that names the package, or an empty one
 * (`npx changeset --empty`) that says the change needs no release.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PACKAGE = '@manara/ui';
const CHANGELOG = 'packages/ui/CHANGELOG.md';

/** Whether a file's change reaches the package's users: not its tests, stories, screenshots, Storybook pages or scripts. */
export function isShipped(file: string): boolean {
  if (!file.startsWith('packages/ui/')) return false;
  const inPackage = file.slice('packages/ui/'.length);
  if (inPackage === 'CHANGELOG.md') return false;
  if (/^(scripts|docs)\//.test(inPackage)) return false;
  if (/(^|\/)__screenshots__\//.test(inPackage)) return false;
  return !/\.(test|stories)\.tsx?$/.test(inPackage);
}

/** Whether a changeset's front matter names the package, or names none (an empty changeset). */
export function covers(changeset: string): boolean {
  const frontMatter = /^---\r?\n([\s\S]*?)^---/m.exec(changeset)?.[1];
  if (frontMatter === undefined) return false;
  const releases = frontMatter.split('\n').filter((line) => line.trim() !== '');
  return releases.length === 0 || releases.some((line) => /^\s*["']?@manara\/ui["']?\s*:\s*(patch|minor|major)\s*$/.test(line));
}

/** The problem with the pending changes, or none: shipped files changed since the release without a changeset. */
export function missingChangeset(changed: readonly string[], changesets: readonly string[]): string | undefined {
  const shipped = changed.filter(isShipped);
  if (shipped.length === 0 || changesets.some(covers)) return undefined;
  return `${shipped.length} file(s) of ${PACKAGE} changed since its last release without a changeset (${shipped.slice(0, 5).join(', ')}${shipped.length > 5 ? ', …' : ''}): run \`npx changeset\` and describe the change for the package's users, or \`npx changeset --empty\` if it needs no release`;
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' });
const lines = (text: string) => text.split('\n').filter((line) => line !== '');

describe('the release rule', () => {
  it('counts the package source and its manifest, not its tests, stories, screenshots, pages or scripts', () => {
    expect(isShipped('packages/ui/src/Button/Button.tsx')).toBe(true);
    expect(isShipped('packages/ui/src/Button/Button.css.ts')).toBe(true);
    expect(isShipped('packages/ui/package.json')).toBe(true);
    expect(isShipped('packages/ui/README.md')).toBe(true);
    expect(isShipped('packages/ui/src/Button/Button.test.tsx')).toBe(false);
    expect(isShipped('packages/ui/src/Button/Button.stories.tsx')).toBe(false);
    expect(isShipped('packages/ui/src/Button/__screenshots__/Button.stories.tsx/default.png')).toBe(false);
    expect(isShipped('packages/ui/docs/GettingStarted.mdx')).toBe(false);
    expect(isShipped('packages/ui/scripts/consumer-test.mjs')).toBe(false);
    expect(isShipped('packages/ui/CHANGELOG.md')).toBe(false);
    expect(isShipped('packages/features/src/index.ts')).toBe(false);
  });

  it('takes a changeset that names the package, or an empty one', () => {
    expect(covers('---\n"@manara/ui": minor\n---\n\nA LICENSE file.\n')).toBe(true);
    expect(covers("---\n'@manara/ui': patch\n---\n\nFixes.\n")).toBe(true);
    expect(covers('---\n---\n')).toBe(true);
    expect(covers('---\n"@manara/other": patch\n---\n\nElsewhere.\n')).toBe(false);
    expect(covers('No front matter.\n')).toBe(false);
  });

  it('asks for a changeset only when a shipped file changed and none is pending', () => {
    expect(missingChangeset(['packages/ui/src/Button/Button.test.tsx', 'apps/site/src/main.tsx'], [])).toBeUndefined();
    expect(missingChangeset(['packages/ui/src/Button/Button.tsx'], [])).toMatch(/1 file\(s\) of @manara\/ui changed .*Button\.tsx.*npx changeset/);
    expect(missingChangeset(['packages/ui/src/Button/Button.tsx'], ['---\n"@manara/ui": patch\n---\n\nA fix.\n'])).toBeUndefined();
  });
});

describe('the repository', () => {
  it('has a changeset for every change to @manara/ui since its last release', () => {
    const release = git('log', '-1', '--format=%H', '--', CHANGELOG).trim();
    // Before the first release, everything the package holds is unreleased.
    const changed =
      release === ''
        ? lines(git('ls-files', '--', 'packages/ui'))
        : [...lines(git('diff', '--name-only', release, '--', 'packages/ui')), ...lines(git('ls-files', '--others', '--exclude-standard', '--', 'packages/ui'))];
    const changesets = readdirSync(path.join(ROOT, '.changeset'))
      .filter((name) => name.endsWith('.md') && name !== 'README.md')
      .map((name) => readFileSync(path.join(ROOT, '.changeset', name), 'utf8'));
    expect(missingChangeset(changed, changesets)).toBeUndefined();
  });
});
