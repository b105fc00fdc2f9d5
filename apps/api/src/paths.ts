import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The package folder, found by walking up from this module to our package.json.
 * The same code runs from `src/` (tsx, tests) and bundled into `dist/server.js`,
 * so a fixed number of `..` would be right in only one of them.
 */
function findPackageDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && readPackageName(manifest) === '@manara/api') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @manara/api package folder above the running file.');
    dir = parent;
  }
}

function readPackageName(manifest: string): unknown {
  const parsed: unknown = JSON.parse(readFileSync(manifest, 'utf8'));
  return typeof parsed === 'object' && parsed !== null && 'name' in parsed ? parsed.name : undefined;
}

export const packageDir = findPackageDir();
/** The package lives at `apps/api` inside the repository. */
export const repositoryRoot = path.resolve(packageDir, '..', '..');
export const migrationsDir = path.join(packageDir, 'drizzle');
export const seedAssetsDir = path.join(packageDir, 'seed-assets');
/** The demo's lesson PDFs, stored through the file storage when the catalogue is seeded (never served from here). */
export const seedLessonFilesDir = path.join(packageDir, 'src', 'seed', 'lesson-files');
export const defaultDataDir = path.join(repositoryRoot, '.data');
export const defaultSiteDir = path.join(repositoryRoot, 'apps', 'site', 'dist');
