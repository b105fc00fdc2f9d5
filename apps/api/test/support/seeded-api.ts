import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../../src/app';
import type { CatalogueCache } from '../../src/courses/catalogue-cache';
import type { Database, DatabaseConnection } from '../../src/db/connection';
import { seedIfEmpty } from '../../src/seed/seed';
import type { TestDriver } from './drivers';
import { createFakeSite, type FakeServerBuild } from './fake-site';

interface State {
  connection: DatabaseConnection;
  app: ReturnType<typeof createApp>;
  seededAt: Date;
  unexpectedErrors: unknown[];
  removeSite(): Promise<void>;
}

export interface SeededApi {
  request(path: string, init?: RequestInit): Promise<Response>;
  postJson(path: string, body: unknown): Promise<Response>;
  readonly db: Database;
  readonly seededAt: Date;
  /** What the app reported as unexpected; a test that expects none checks it is empty. */
  readonly unexpectedErrors: unknown[];
}

/**
 * A migrated, seeded database on `driver` and the app over it, for one `describe`.
 * The site is a fake build in a temp folder, with a fake server half when `serverBuild` is given. Without
 * `catalogue`, nothing is kept in memory.
 */
export function useSeededApi(
  driver: TestDriver,
  { beforeApp, serverBuild, catalogue }: { beforeApp?: (db: Database) => Promise<void>; serverBuild?: FakeServerBuild; catalogue?: CatalogueCache } = {},
): SeededApi {
  let state: State | undefined;

  beforeAll(async () => {
    const connection = await driver.openEmpty();
    await connection.migrate();
    const seededAt = new Date();
    await seedIfEmpty(connection.db, { now: seededAt });
    await beforeApp?.(connection.db);
    const site = await createFakeSite({ serverBuild });
    const unexpectedErrors: unknown[] = [];
    const app = createApp({ db: connection.db, siteDir: site.dir, catalogue, onUnexpectedError: (error) => unexpectedErrors.push(error) });
    state = { connection, app, seededAt, unexpectedErrors, removeSite: site.remove };
  });

  afterAll(async () => {
    await state?.connection.close();
    await state?.removeSite();
  });

  const current = () => {
    if (!state) throw new Error('useSeededApi() is only ready inside tests and hooks.');
    return state;
  };
  const request = async (path: string, init?: RequestInit) => current().app.request(path, init);

  return {
    request,
    postJson: (path, body) =>
      request(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    get db() {
      return current().connection.db;
    },
    get seededAt() {
      return current().seededAt;
    },
    get unexpectedErrors() {
      return current().unexpectedErrors;
    },
  };
}
