import { readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { lockDataDir } from './data-dir-lock';

/*
 * Backup and restore of the embedded database (README, "Backing up"): the whole PGlite folder as one gzipped
 * tar, made while no server has it open (the folder's lock says so), so it is consistent.
 */

/** Writes the database in `dataDir` (a PGlite folder) to `file`; returns its size in bytes. */
export async function backupEmbedded({ dataDir, file }: { dataDir: string; file: string }): Promise<number> {
  if (!(await exists(dataDir))) throw new Error(`There is no database in ${dataDir} to back up.`);
  const unlock = await lockDataDir(dataDir);
  try {
    const client = await PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS });
    try {
      const bytes = new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer());
      // Complete or absent: a backup cut short never takes the name.
      await writeFile(`${file}.partial`, bytes);
      await rename(`${file}.partial`, file);
      return bytes.length;
    } finally {
      await client.close();
    }
  } finally {
    await unlock();
  }
}

/**
 * Replaces the database in `dataDir` by the backup in `file`. The backup is first opened in a folder of its
 * own and checked; only then is the current folder moved aside (returned, to delete once the restore is
 * trusted) and the restored one put in its place, all while holding the folder's lock.
 */
export async function restoreEmbedded({ dataDir, file, now = new Date() }: { dataDir: string; file: string; now?: Date }): Promise<{ previous: string | undefined }> {
  const unlock = await lockDataDir(dataDir);
  const incoming = `${dataDir}.restoring`;
  try {
    await rm(incoming, { recursive: true, force: true });
    await checkedCopy(file, incoming);
    let previous: string | undefined;
    if (await exists(dataDir)) {
      previous = `${dataDir}.before-restore-${now.toISOString().replaceAll(':', '-')}`;
      await rename(dataDir, previous);
    }
    await rename(incoming, dataDir);
    return { previous };
  } catch (error) {
    await rm(incoming, { recursive: true, force: true });
    throw error;
  } finally {
    await unlock();
  }
}

/** Unpacks the backup into `folder` and checks it holds Manara's tables. */
async function checkedCopy(file: string, folder: string) {
  const notABackup = () => new Error(`${file} is not a backup of Manara's database.`);
  const client = await PGlite.create({ dataDir: folder, loadDataDir: new Blob([await readFile(file)]), extensions: PGLITE_EXTENSIONS }).catch(() => {
    throw notABackup();
  });
  try {
    const { rows } = await client.query<{ found: string | null }>(`select to_regclass('drizzle.__drizzle_migrations')::text as found`);
    if (!rows[0]?.found) throw notABackup();
  } finally {
    await client.close();
  }
}

const exists = (target: string) =>
  stat(target).then(
    () => true,
    () => false,
  );
