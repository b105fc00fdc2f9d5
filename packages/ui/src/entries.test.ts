import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The published entries (decision 093 of the repository): the build makes one per component folder, and an app
 * reaches it only through `exports`, which is written by hand. A folder without its subpath, or a subpath
 * without its folder, fails here by name.
 */

const packageDir = path.resolve(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
  exports: Record<string, string | Record<string, string>>;
  sideEffects: string[];
};

const componentFolders = readdirSync(path.join(packageDir, 'src'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'private' && entry.name !== 'theme')
  .filter((entry) => readdirSync(path.join(packageDir, 'src', entry.name)).includes('index.ts'))
  .map((entry) => entry.name)
  .sort();

describe('the published entries', () => {
  it('has a subpath for each component folder, and none for a folder that is not there', () => {
    const subpaths = Object.keys(manifest.exports)
      .filter((key) => /^\.\/[A-Z]\w*$/.test(key))
      .map((key) => key.slice(2))
      .sort();
    expect(subpaths).toEqual(componentFolders);
  });

  it('points each component subpath at its source, its types and its build', () => {
    for (const name of componentFolders) {
      expect(manifest.exports[`./${name}`]).toEqual({
        source: `./src/${name}/index.ts`,
        types: `./dist/${name}.d.ts`,
        default: `./dist/${name}.js`,
      });
    }
  });
});
