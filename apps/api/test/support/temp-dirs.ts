import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/** Folders a test file makes, removed after its tests: `tempDir(prefix)` makes one, `removeLater(dir)` adds one made elsewhere. */
export function tempDirsOfThisFile() {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });
  return {
    tempDir: async (prefix: string) => {
      const dir = await mkdtemp(path.join(tmpdir(), prefix));
      dirs.push(dir);
      return dir;
    },
    removeLater: (dir: string) => {
      dirs.push(dir);
    },
  };
}
