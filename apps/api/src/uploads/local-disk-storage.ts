import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkKey, type FileStorage } from './storage';

/** The path files in a local-disk storage are served under. */
export const UPLOADS_PATH = '/uploads';

/** Files in `dir`, served by this server at `/uploads/<key>`. */
export function localDiskStorage(dir: string): FileStorage {
  const fileOf = (key: string) => path.join(dir, ...checkKey(key).split('/'));
  return {
    localDir: dir,
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside and renamed into place, so a reader never sees half a file.
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await writeFile(partial, bytes, { flag: 'wx' });
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return `${UPLOADS_PATH}/${key}`;
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
