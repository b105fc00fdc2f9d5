import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { findPostgresBin, startPostgresCluster } from '../../../test/postgres-cluster.mjs';
import { openPostgres } from '../src/db/connection';
import { PGLITE_EXTENSIONS } from '../src/db/pglite-extensions';
import { migrationsDir } from '../src/paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A throwaway PostgreSQL cluster for this run, or null where none can be started. */
    postgresUrl: string | null;
    /** The database of that cluster every test database is copied from: migrated, with no rows. */
    postgresTemplate: string;
    /** A dump of a migrated PGlite with no rows, that every test's PGlite starts from. */
    pgliteTemplateFile: string;
  }
}

/** The name of the migrated database in the test cluster. */
const POSTGRES_TEMPLATE = 'manara_template';

/**
 * Every suite opens databases of its own, each of them new. Made from nothing, a PGlite takes seconds to
 * initialise and both databases apply every migration; made once here, migrated, and copied for each suite,
 * they take a fraction of that (decision 062). The migrations themselves run here, from nothing, on both.
 */
async function pgliteTemplate(): Promise<{ file: string; remove: () => Promise<void> }> {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    await migrate(drizzle({ client }), { migrationsFolder: migrationsDir });
    const dump = await client.dumpDataDir('none');
    const file = path.join(tmpdir(), `manara-pglite-template-${process.pid}.tar`);
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
    return { file, remove: () => rm(file, { force: true }) };
  } finally {
    await client.close();
  }
}

async function postgresTemplate(clusterUrl: string) {
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${POSTGRES_TEMPLATE}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${POSTGRES_TEMPLATE}`;
  const connection = await openPostgres({
    url: url.toString(),
    onPoolError: (error) => {
      throw error;
    },
  });
  try {
    await connection.migrate();
  } finally {
    // A database is copied only while nobody is connected to it.
    await connection.close();
  }
}

/**
 * The api tests run on PGlite always, and on a real PostgreSQL as well wherever its
 * server binaries exist. CI must have them: there a missing PostgreSQL is an error,
 * not a quietly smaller test run.
 */
export default async function setup(project: TestProject) {
  const pglite = await pgliteTemplate();
  project.provide('pgliteTemplateFile', pglite.file);
  project.provide('postgresTemplate', POSTGRES_TEMPLATE);
  const bin = findPostgresBin();
  if (!bin) {
    if (process.env.CI) {
      throw new Error(
        'PostgreSQL server binaries were not found (looked for PG_BIN and /usr/lib/postgresql/*/bin). ' +
          'Install them (apt-get install postgresql) or set PG_BIN: CI runs the api tests on PostgreSQL too.',
      );
    }
    console.log('PostgreSQL server binaries not found: the api tests run on PGlite only.');
    project.provide('postgresUrl', null);
    return pglite.remove;
  }
  const cluster = await startPostgresCluster(bin);
  await postgresTemplate(cluster.url);
  project.provide('postgresUrl', cluster.url);
  return async () => {
    await cluster.stop();
    await pglite.remove();
  };
}
