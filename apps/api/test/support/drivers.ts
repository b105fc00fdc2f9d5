import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { openPglite, openPostgres, type DatabaseConnection } from '../../src/db/connection';

export interface TestDriver {
  name: DatabaseConnection['driver'];
  /**
   * A new database with every migration applied and no rows: nothing is shared between the suites that open
   * one. Copied from the template the global setup made, so `migrate()` on it finds nothing to do.
   */
  openEmpty(): Promise<DatabaseConnection>;
}

/**
 * A new, migrated database on `driver` for the suite that calls this: opened before its tests and closed after
 * them. Its `db` is there inside tests and hooks.
 */
export function useEmptyDatabase(driver: TestDriver): Pick<DatabaseConnection, 'db' | 'migrate'> {
  let connection: DatabaseConnection | undefined;
  beforeAll(async () => {
    connection = await driver.openEmpty();
    await connection.migrate();
  });
  afterAll(() => connection?.close());
  const opened = () => {
    if (!connection) throw new Error('useEmptyDatabase() is only ready inside tests and hooks.');
    return connection;
  };
  return {
    get db() {
      return opened().db;
    },
    migrate: () => opened().migrate(),
  };
}

/** The global setup's PGlite dump, read once per test worker. */
let pgliteTemplate: Promise<Blob> | undefined;
const readPgliteTemplate = () => (pgliteTemplate ??= readFile(inject('pgliteTemplateFile')).then((bytes) => new Blob([bytes])));

/**
 * The drivers a suite runs on (decision 113). On every landing a suite runs once: on PostgreSQL where the global
 * setup could start it, else on PGlite. The suites of what differs between the two (seeding, notifications, the
 * errors a driver gives, control characters, the paths a learner's money and certificates take) ask for PGlite
 * too with `alsoEmbedded`. The whole run (`npm run test:all`, with API_TEST_DRIVERS=all) runs every suite on both.
 */
export function testDrivers({ alsoEmbedded = false }: { alsoEmbedded?: boolean } = {}): TestDriver[] {
  const postgresUrl = inject('postgresUrl');
  const pglite: TestDriver = { name: 'pglite', openEmpty: async () => openPglite({ loadDataDir: await readPgliteTemplate() }) };
  if (!postgresUrl) return [pglite];
  const postgres: TestDriver = {
    name: 'postgres',
    openEmpty: async () =>
      openPostgres({
        url: await createPostgresDatabase(postgresUrl, { template: inject('postgresTemplate') }),
        onPoolError: (error) => {
          throw error;
        },
      }),
  };
  return alsoEmbedded || process.env.API_TEST_DRIVERS === 'all' ? [pglite, postgres] : [postgres];
}

/**
 * Creates a database in the test cluster and returns its connection string: empty, as a server starting for
 * the first time finds it, or a copy of `template`.
 */
export async function createPostgresDatabase(clusterUrl: string, { template }: { template?: string } = {}): Promise<string> {
  const name = `manara_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Two connections to one new, migrated database of the test cluster, as two instances of the server have: `task`
 * runs with them, and they are closed after it.
 */
export async function onTwoConnections<T>(clusterUrl: string, task: (one: DatabaseConnection, two: DatabaseConnection) => Promise<T>): Promise<T> {
  const url = await createPostgresDatabase(clusterUrl);
  const onPoolError = (error: Error) => {
    throw error;
  };
  const [one, two] = [await openPostgres({ url, onPoolError }), await openPostgres({ url, onPoolError })];
  try {
    await one.migrate();
    return await task(one, two);
  } finally {
    await one.close();
    await two.close();
  }
}
