import path from 'node:path';
import { backupEmbedded, restoreEmbedded } from './db/embedded-backup';
import { defaultDataDir } from './paths';

/*
 * `npm run backup [-- file]` and `npm run restore -- file`: the embedded database in `DATA_DIR`, while the
 * server is stopped (README, "Backing up"). PostgreSQL has its own tools.
 */

const [command, given] = process.argv.slice(2);
const dataDir = path.join(process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : defaultDataDir, 'pglite');

async function main() {
  if (process.env.DATABASE_URL) throw new Error('DATABASE_URL is set: back PostgreSQL up with pg_dump and restore it with pg_restore.');
  if (command === 'backup') {
    const file = path.resolve(given ?? `manara-backup-${new Date().toISOString().replaceAll(':', '-').slice(0, 19)}.tar.gz`);
    const bytes = await backupEmbedded({ dataDir, file });
    console.log(`Backed up ${dataDir} to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB).`);
  } else if (command === 'restore' && given) {
    const { previous } = await restoreEmbedded({ dataDir, file: path.resolve(given) });
    console.log(`Restored ${dataDir} from ${path.resolve(given)}.${previous ? ` The database it replaced is kept in ${previous}.` : ''}`);
  } else {
    throw new Error('Say what to do: backup [file], or restore file.');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
