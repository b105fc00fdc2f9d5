import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths';
import * as schema from './schema';

/** What the routes and the seed see: either driver, through the same query builder. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseConnection {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Applies the committed migrations in `drizzle/` that the database has not seen yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** PGlite in this process: in memory without `dataDir`, else persisted there. */
export async function openPglite({ dataDir }: { dataDir?: string } = {}): Promise<DatabaseConnection> {
  if (dataDir) await mkdir(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create(dataDir ? { dataDir } : {});
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    close: () => client.close(),
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
  const db = drizzleNodePostgres({ client: pool, schema });
  return {
    db,
    driver: 'postgres',
    migrate: () => migrateNodePostgres(db, { migrationsFolder: migrationsDir }),
    close: () => pool.end(),
  };
}
