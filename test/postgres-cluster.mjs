import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Debian and Ubuntu install each PostgreSQL major version's server binaries here. */
const DEBIAN_POSTGRES_ROOT = '/usr/lib/postgresql';

/** `PG_BIN` if set, else the newest Debian-installed version that has the server binaries. */
export function findPostgresBin() {
  const candidates = process.env.PG_BIN
    ? [process.env.PG_BIN]
    : listVersions().map((version) => path.join(DEBIAN_POSTGRES_ROOT, version, 'bin'));
  return candidates.find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')));
}

function listVersions() {
  if (!existsSync(DEBIAN_POSTGRES_ROOT)) return [];
  return readdirSync(DEBIAN_POSTGRES_ROOT).sort((a, b) => Number(b) - Number(a));
}

/**
 * A throwaway cluster in a temp folder, on a free port, with durability turned off
 * for speed. PostgreSQL refuses to run as root, so under root it runs as `postgres`.
 */
export async function startPostgresCluster(bin) {
  const dir = await mkdtemp(path.join(tmpdir(), 'manara-pg-'));
  const dataDir = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await chown(dir, await idOf('-u'), await idOf('-g'));
  const exec = (tool, args) => {
    const file = path.join(bin, tool);
    return asRoot ? run('runuser', ['-u', 'postgres', '--', file, ...args]) : run(file, args);
  };

  try {
    await exec('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    const port = await freePort();
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ].join(' ');
    await exec('pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'server.log'), '-o', options, '-w', 'start']);
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      async stop() {
        await exec('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

async function idOf(flag) {
  const { stdout } = await run('id', [flag, 'postgres']);
  return Number(stdout.trim());
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
