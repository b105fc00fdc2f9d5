import type { TestProject } from 'vitest/node';
import { findPostgresBin, startPostgresCluster } from '../../../test/postgres-cluster.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A throwaway PostgreSQL cluster for this run, or null where none can be started. */
    postgresUrl: string | null;
  }
}

/**
 * The api tests run on PGlite always, and on a real PostgreSQL as well wherever its
 * server binaries exist. CI must have them: there a missing PostgreSQL is an error,
 * not a quietly smaller test run.
 */
export default async function setup(project: TestProject) {
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
    return undefined;
  }
  const cluster = await startPostgresCluster(bin);
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
