import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths';
import { lockDataDir } from './data-dir-lock';
import { startPgliteThread, type PgliteThread } from './pglite-thread';
import * as schema from './schema';

/** What the routes and the seed see: either driver, through the same query builder. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseConnection {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Applies the committed migrations in `drizzle/` that the database has not seen yet. */
  migrate(): Promise<void>;
  /**
   * Calls `onNotify` for each notification on `channel` (`pg_notify`), from this process or any other
   * connected to the same database. On PostgreSQL a dropped listening connection is opened again; `onNotify`
   * is also called then, as notifications may have been missed. Resolves once listening; the function it
   * gives stops.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  /**
   * Calls `onWrite` as this connection sends a statement that writes one of `tables` (before it runs), so
   * what this process keeps in memory of them is forgotten before anyone can read the write. The function it
   * gives stops.
   */
  watchWrites(tables: readonly string[], onWrite: () => void): () => void;
  /**
   * Runs `task` while no other process connected to the same database runs one (PostgreSQL: a session
   * advisory lock), so processes starting together migrate and seed one after the other.
   */
  exclusively<T>(task: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The advisory lock processes take to start up one at a time; any fixed number, unique to Manara. */
const STARTUP_LOCK = 7_302_611;

/**
 * Drizzle's query log, used to see this process's writes: every statement drizzle sends passes through it, and
 * a write names its table first (quoted when drizzle wrote it).
 */
function writeWatch() {
  const watchers = new Set<{ pattern: RegExp; onWrite: () => void }>();
  return {
    logger: {
      logQuery(query: string) {
        for (const watcher of watchers) if (watcher.pattern.test(query)) watcher.onWrite();
      },
    },
    watchWrites(tables: readonly string[], onWrite: () => void) {
      const watcher = { pattern: new RegExp(`^\\s*(?:insert\\s+into|update|delete\\s+from|truncate)\\s+"?(?:${tables.join('|')})(?:"|\\s|$)`, 'i'), onWrite };
      watchers.add(watcher);
      return () => void watchers.delete(watcher);
    },
  };
}

/**
 * PGlite, on a thread of its own so its work never stops the server's (decision 098): in memory without
 * `dataDir`, else persisted there.
 */
export async function openPglite({ dataDir, loadDataDir }: { dataDir?: string; /** Start from a dump (`dumpDataDir`) instead of an empty cluster. */ loadDataDir?: Blob } = {}): Promise<DatabaseConnection> {
  if (dataDir) await mkdir(path.dirname(dataDir), { recursive: true });
  const unlock = dataDir ? await lockDataDir(dataDir) : async () => {};
  let client: PgliteThread;
  try {
    client = await startPgliteThread({ dataDir, loadDataDir: loadDataDir && (await loadDataDir.arrayBuffer()) });
  } catch (error) {
    await unlock();
    throw error;
  }
  const writes = writeWatch();
  // Drizzle's PGlite driver calls only what the thread answers (`query`, `transaction`).
  const db = drizzlePglite({ client: client as unknown as PGlite, schema, logger: writes.logger });
  return {
    db,
    driver: 'pglite',
    watchWrites: writes.watchWrites,
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    listen: (channel, onNotify) => client.listen(channel, onNotify),
    // One process owns the files: nobody else can start at the same time.
    exclusively: (task) => task(),
    close: async () => {
      await client.close();
      await unlock();
    },
  };
}

export async function openPostgres({
  url,
  onPoolError,
}: {
  url: string;
  /** An idle pooled connection can fail (server restart); without a listener that crashes the process. */
  onPoolError: (error: Error) => void;
}): Promise<DatabaseConnection> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', onPoolError);
  // Fail at start, with the driver's own message, rather than at the first request.
  const probe = await pool.connect();
  probe.release();
  const writes = writeWatch();
  const db = drizzleNodePostgres({ client: pool, schema, logger: writes.logger });
  return {
    db,
    driver: 'postgres',
    watchWrites: writes.watchWrites,
    migrate: () => migrateNodePostgres(db, { migrationsFolder: migrationsDir }),
    listen: (channel, onNotify) => listenOnPostgres(url, channel, onNotify, onPoolError),
    async exclusively(task) {
      // A session lock needs one connection for the lock and its release; the task uses the pool.
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        try {
          return await task();
        } finally {
          await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
        }
      } finally {
        holder.release();
      }
    },
    close: () => pool.end(),
  };
}

/** How long a dropped listening connection waits before it connects again. */
const RELISTEN_DELAY_MS = 1000;

/** A connection of its own (a pooled one would be handed to queries), kept open and listening. */
async function listenOnPostgres(url: string, channel: string, onNotify: () => void, onError: (error: Error) => void) {
  let stopped = false;
  let client: pg.Client | undefined;
  const reconnect = () =>
    setTimeout(() => {
      if (stopped) return;
      connect().catch((error: Error) => {
        onError(error);
        reconnect();
      });
    }, RELISTEN_DELAY_MS);
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify();
    });
    next.on('error', (error) => {
      onError(error);
      void next.end().catch(() => undefined);
    });
    next.on('end', () => {
      if (stopped) return;
      onNotify();
      reconnect();
    });
    await next.connect();
    await next.query(`listen "${channel.replaceAll('"', '""')}"`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end();
  };
}
