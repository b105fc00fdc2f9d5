import { readFile, rm, writeFile } from 'node:fs/promises';

/** Two processes opening one PGlite folder would both write it and ruin it; the second is refused. */
export class DataDirInUse extends Error {
  constructor(readonly dataDir: string, readonly pid: number) {
    super(`The database in ${dataDir} is open in process ${pid}: stop that server first.`);
    this.name = 'DataDirInUse';
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, someone else's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Takes `dataDir.lock` for this process (its pid inside). A lock left by a process that no longer runs (a
 * crash, `kill -9`) is taken over. Resolves to the release.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = `${dataDir}.lock`;
  for (;;) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx' });
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
    if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) throw new DataDirInUse(dataDir, holder);
    await rm(file, { force: true });
  }
}
