import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app';
import type { ServerConfig } from './config';
import { openPglite, openPostgres, type DatabaseConnection } from './db/connection';
import { seedIfEmpty } from './seed/seed';

export interface Logger {
  info(message: string): void;
  error(error: unknown): void;
}

export interface RunningServer {
  url: string;
  port: number;
  driver: DatabaseConnection['driver'];
  /** Stops taking connections, lets requests in flight finish, then closes the database. */
  close(): Promise<void>;
}

/** How long open keep-alive connections may delay a shutdown. */
const SHUTDOWN_GRACE_MS = 5000;

const consoleLogger: Logger = { info: (message) => console.log(message), error: (error) => console.error(error) };

/** Opens and migrates the database, seeds it when empty, and listens. */
export async function startServer(config: ServerConfig, log: Logger = consoleLogger): Promise<RunningServer> {
  const connection = config.databaseUrl
    ? await openPostgres({ url: config.databaseUrl, onPoolError: (error) => log.error(error) })
    : await openPglite({ dataDir: path.join(config.dataDir, 'pglite') });

  let server: ServerType;
  let port: number;
  try {
    await connection.migrate();
    if (await seedIfEmpty(connection.db)) log.info('Seeded the demo course catalogue.');
    const app = createApp({ db: connection.db, siteDir: config.siteDir, onUnexpectedError: (error) => log.error(error) });
    ({ server, port } = await listen(app.fetch, config.port));
  } catch (error) {
    await connection.close();
    throw error;
  }

  return {
    url: `http://localhost:${port}`,
    port,
    driver: connection.driver,
    async close() {
      await closeServer(server);
      await connection.close();
    },
  };
}

function listen(fetch: (request: Request) => Response | Promise<Response>, port: number) {
  return new Promise<{ server: ServerType; port: number }>((resolve, reject) => {
    const server = serve({ fetch, port }, (info: AddressInfo) => resolve({ server, port: info.port }));
    // A taken port arrives here; without a listener it would crash the process.
    server.once('error', reject);
  });
}

function closeServer(server: ServerType) {
  return new Promise<void>((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    if ('closeIdleConnections' in server) {
      server.closeIdleConnections();
      setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    }
  });
}
