import { execFile, spawnSync } from 'node:child_process';
import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openPglite } from '../src/db/connection';
import { DataDirInUse } from '../src/db/data-dir-lock';
import { backupEmbedded, restoreEmbedded } from '../src/db/embedded-backup';
import { courses } from '../src/db/schema';
import { SEED_COURSES } from '../src/seed/catalogue';
import { seedIfEmpty } from '../src/seed/seed';

const run = promisify(execFile);
const FIRST_TITLE = SEED_COURSES[0]?.title ?? '';

describe('backing up and restoring the embedded database', () => {
  /** A closed database folder, migrated and seeded once; each test works on its own copy of it. */
  let seeded: string;
  let root: string;
  let dataDir: string;
  beforeAll(async () => {
    seeded = await mkdtemp(path.join(tmpdir(), 'manara-backup-seeded-'));
    const connection = await openPglite({ dataDir: seeded });
    await connection.migrate();
    await seedIfEmpty(connection.db);
    await connection.close();
  });
  afterAll(() => rm(seeded, { recursive: true, force: true }));
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'manara-backup-'));
    dataDir = path.join(root, 'pglite');
    await cp(seeded, dataDir, { recursive: true });
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const titles = async () => {
    const connection = await openPglite({ dataDir });
    try {
      return (await connection.db.select({ title: courses.title }).from(courses)).map((row) => row.title).sort();
    } finally {
      await connection.close();
    }
  };
  const renameFirst = async (title: string) => {
    const connection = await openPglite({ dataDir });
    await connection.db.update(courses).set({ title }).where(eq(courses.title, FIRST_TITLE));
    await connection.close();
  };

  it('brings the database back as it was at the backup, and keeps the one it replaced', async () => {
    const before = await titles();
    const file = path.join(root, 'backup.tar.gz');
    expect(await backupEmbedded({ dataDir, file })).toBeGreaterThan(0);
    await renameFirst('Changed after the backup');

    const { previous } = await restoreEmbedded({ dataDir, file });
    expect(await titles()).toEqual(before);
    expect(previous).toMatch(/pglite\.before-restore-/);
    const replaced = await openPglite({ dataDir: previous });
    expect((await replaced.db.select({ title: courses.title }).from(courses)).map((row) => row.title)).toContain('Changed after the backup');
    await replaced.close();
  });

  it('refuses both while a server has the database open, and changes nothing', async () => {
    const file = path.join(root, 'backup.tar.gz');
    await backupEmbedded({ dataDir, file });
    const open = await openPglite({ dataDir });
    try {
      await expect(backupEmbedded({ dataDir, file: path.join(root, 'second.tar.gz') })).rejects.toBeInstanceOf(DataDirInUse);
      await expect(restoreEmbedded({ dataDir, file })).rejects.toThrow(`The database in ${dataDir} is open in process ${process.pid}: stop that server first.`);
      // A second server on the same folder is refused the same way.
      await expect(openPglite({ dataDir })).rejects.toBeInstanceOf(DataDirInUse);
    } finally {
      await open.close();
    }
    expect((await readdir(root)).sort()).toEqual(['backup.tar.gz', 'pglite']);
  });

  it('takes over the lock of a server that died without releasing it', async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    await writeFile(`${dataDir}.lock`, String(gone));
    expect(await titles()).toHaveLength(SEED_COURSES.length);
  });

  it('refuses a file that is not a backup, and keeps the database', async () => {
    const file = path.join(root, 'notes.tar.gz');
    await writeFile(file, 'not a backup');
    await expect(restoreEmbedded({ dataDir, file })).rejects.toThrow(`${file} is not a backup of Manara's database.`);
    expect(await titles()).toHaveLength(SEED_COURSES.length);
    expect((await readdir(root)).sort()).toEqual(['notes.tar.gz', 'pglite']);
  });

  it('works from the command line, in DATA_DIR', async () => {
    const cli = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../src/backup-cli.ts'), ...args], {
        env: { ...process.env, DATA_DIR: root, DATABASE_URL: '' },
      });
    const file = path.join(root, 'cli.tar.gz');
    expect((await cli('backup', file)).stdout).toMatch(new RegExp(`^Backed up ${dataDir} to ${file} \\(\\d+\\.\\d MB\\)\\.`));
    await renameFirst('Changed after the backup');
    expect((await cli('restore', file)).stdout).toMatch(/^Restored .* The database it replaced is kept in .*pglite\.before-restore-/);
    expect(await titles()).toContain(FIRST_TITLE);
  });
});
