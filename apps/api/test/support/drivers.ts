import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DatabaseConnection } from '../../src/db/connection';

export interface TestDriver {
  name: DatabaseConnection['driver'];
  /** A new, empty database: nothing is shared between the suites that open one. */
  openEmpty(): Promise<DatabaseConnection>;
}

/** Every suite runs once per driver; PostgreSQL joins where the global setup could start it. */
export function testDrivers(): TestDriver[] {
  const postgresUrl = inject('postgresUrl');
  const pglite: TestDriver = { name: 'pglite', openEmpty: () => openPglite() };
  if (!postgresUrl) return [pglite];
  const postgres: TestDriver = {
    name: 'postgres',
    openEmpty: async () =>
      openPostgres({
        url: await createPostgresDatabase(postgresUrl),
        onPoolError: (error) => {
          throw error;
        },
      }),
  };
  return [pglite, postgres];
}

/** Creates an empty database in the test cluster and returns its connection string. */
export async function createPostgresDatabase(clusterUrl: string): Promise<string> {
  const name = `manara_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
