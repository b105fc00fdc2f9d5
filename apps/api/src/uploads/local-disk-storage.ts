import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
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
    async get(key) {
      try {
        return new Uint8Array(await readFile(fileOf(key)));
      } catch (error) {
        if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      // A write cut short by a crash leaves its partial file beside; a picture's emptied folder goes too.
      const folder = path.dirname(file);
      const partial = `${path.basename(file)}.`;
      const left = await readdir(folder).catch(() => []);
      await Promise.all(left.filter((name) => name.startsWith(partial) && name.endsWith('.partial')).map((name) => rm(path.join(folder, name), { force: true })));
      if (folder !== dir) await rmdir(folder).catch(() => undefined);
    },
  };
}
