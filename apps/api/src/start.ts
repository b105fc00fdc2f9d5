import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { DEFAULT_CONTACT_INBOX } from './users/options';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './http/rate-limits';
import { startContactDelivery } from './contact/messages';
import { outboxMailer, smtpMailer } from './mail/mailer';
import { startTokenSweep } from './users/one-time-tokens';
import { databaseRateLimits, sweepExpiredHits } from './http/rate-limit';
import { periodic } from './periodic';
import { sweepOrphanedFiles } from './uploads/stored-files';
import { loadSessionSecret } from './auth/session';
import { loadOrCreateSigningKey } from './credentials/signing-key';
import { createApp } from './app';
import { CATALOGUE_CHANNEL, catalogueCache } from './courses/catalogue-cache';
import { ACCOUNT_TABLES, ACCOUNTS_CHANNEL, accountsCache } from './auth/accounts-cache';
import { describeError } from './describe-error';
import { createLogger, type Logger } from './log';
import type { ServerConfig } from './config';
import { DEFAULT_CONTACT_DETAILS } from './mail/contact-details';
import { openPglite, openPostgres, type DatabaseConnection } from './db/connection';
import { createConfiguredProvider } from './payments/select-provider';
import { seedDemoAccountsIfEmpty, type DemoAccount } from './seed/accounts';
import { seedDemoHistory } from './seed/history';
import { readExtraCourses, seedIfEmpty } from './seed/seed';
import { fillTitleStems } from './courses/title-stems';
import { localDiskStorage } from './uploads/local-disk-storage';
import { s3Storage } from './uploads/s3-storage';

/** The default limits, with the per-address ones the configuration raises (a school behind one address). */
function rateLimitsFor({ signupsPerIpPerHour, loginsPerIpPer15Minutes }: ServerConfig): RateLimits {
  const { register, login } = DEFAULT_RATE_LIMITS;
  return {
    ...DEFAULT_RATE_LIMITS,
    register: signupsPerIpPerHour === undefined ? register : { ...register, perIp: { ...register.perIp, limit: signupsPerIpPerHour } },
    login: loginsPerIpPer15Minutes === undefined ? login : { ...login, perIp: { ...login.perIp, limit: loginsPerIpPer15Minutes } },
  };
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
/** How often links that expired long ago, rate-limit hits that no longer count and orphaned pictures are deleted. */
const TOKEN_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** How often contact messages that could not be delivered are tried again (each waits its own backoff). */
const CONTACT_RETRY_INTERVAL_MS = 60 * 1000;

/** Said at every start in sandbox mode, so nobody mistakes it for a shop that takes money. */
export const SANDBOX_NOTICE =
  'Payments are in SANDBOX mode: no real money moves, and the test cards (4242 4242 4242 4242) grant courses. ' +
  'Set PAYMENT_PROVIDER=paymob to take real payments.';

const describeAccount = ({ role, email, password, blockReason }: DemoAccount) =>
  `  ${(role === 'admin' ? 'admin' : blockReason ? 'blocked' : 'learner').padEnd(7)}  ${email.padEnd(20)}  ${password}`;

/** Opens and migrates the database, seeds it when empty, and listens. */
export async function startServer(config: ServerConfig, log: Logger = createLogger()): Promise<RunningServer> {
  // Before the database: a bad JWT_SECRET should stop the start with nothing to clean up.
  const sessionSecret = await loadSessionSecret({
    ...(config.jwtSecret === undefined ? {} : { envSecret: config.jwtSecret }),
    dataDir: config.dataDir,
  });
  const credentialSigningKey = await loadOrCreateSigningKey({ envKey: config.credentialSigningKey, dataDir: config.dataDir });
  const reportError = (error: unknown, fields?: { requestId: string }) => log.error(describeError(error), fields);
  let port: number | undefined;
  // With PORT=0 the port is known only once listening; no link is made before that.
  const publicUrl = () => config.publicUrl ?? `http://localhost:${port ?? config.port}`;
  const paymentProvider = await createConfiguredProvider(config.payments ?? { provider: 'sandbox' }, { dataDir: config.dataDir, publicUrl });
  const connection = config.databaseUrl
    ? await openPostgres({ url: config.databaseUrl, onPoolError: reportError })
    : await openPglite({ dataDir: path.join(config.dataDir, 'pglite') });

  const contactDetails = config.contactDetails ?? DEFAULT_CONTACT_DETAILS;
  const mailer = config.smtpUrl
    ? smtpMailer({ url: config.smtpUrl, support: contactDetails.email, ...(config.mailFrom ? { from: config.mailFrom } : {}) })
    : outboxMailer({ support: contactDetails.email, ...(config.mailFrom ? { from: config.mailFrom } : {}), log: (line) => log.info(line) });
  const contactInbox = config.contactInbox ?? DEFAULT_CONTACT_INBOX;
  const photoStorage = config.s3 ? s3Storage(config.s3) : localDiskStorage(config.uploadDir);
  let server: ServerType;
  const catalogue = catalogueCache();
  // Signed-in readers' accounts in memory (decision 099): this process's own writes empty it before they run.
  const accounts = accountsCache();
  const stopWatchingAccounts = connection.watchWrites(ACCOUNT_TABLES, () => accounts.forget());
  let draining = false;
  let stopCatalogueListener = async () => {};
  let stopAccountsListener = async () => {};
  try {
    // Several processes starting together on one PostgreSQL take turns: the first migrates and seeds.
    await connection.exclusively(async () => {
      await connection.migrate();
      const stemmed = await fillTitleStems(connection.db);
      if (stemmed > 0) log.info(`Stemmed the titles of ${stemmed} courses for search.`);
      const extraCourses = config.extraCoursesFile ? await readExtraCourses(config.extraCoursesFile) : [];
      if (await seedIfEmpty(connection.db, { extraCourses, files: photoStorage })) log.info('Seeded the demo course catalogue.');
      const accounts = await seedDemoAccountsIfEmpty(connection.db);
      if (accounts.length > 0) {
        log.info(['Created demo accounts (role, e-mail, password); change the passwords outside a demo:', ...accounts.map(describeAccount)].join('\n'));
        if (config.demoHistory) {
          const history = await seedDemoHistory(connection.db);
          log.info(`Seeded the demo history: ${history.learners} learners, ${history.payments} payments, ${history.subscriptions} subscriptions, ${history.certificates} certificates.`);
        }
      }
    });
    if (paymentProvider.name === 'sandbox') log.info(SANDBOX_NOTICE);
    stopCatalogueListener = await connection.listen(CATALOGUE_CHANNEL, () => catalogue.invalidate());
    stopAccountsListener = await connection.listen(ACCOUNTS_CHANNEL, () => accounts.forget());
    const app = createApp({
      db: connection.db,
      siteDir: config.siteDir,
      onUnexpectedError: reportError,
      log,
      users: {
        sessionSecret,
        mailer,
        publicUrl,
        photoStorage,
        contactInbox,
        contactDetails,
        // Several processes may share PostgreSQL, so their limits are counted there; PGlite has one process.
        ...(connection.driver === 'postgres' ? { rateLimitStore: databaseRateLimits(connection.db) } : {}),
        rateLimits: rateLimitsFor(config),
        google: config.google,
      },
      payments: { provider: paymentProvider },
      credentialSigningKey,
      catalogue,
      accounts,
      isDraining: () => draining,
    });
    ({ server, port } = await listen(app.fetch, config.port));
  } catch (error) {
    mailer.close();
    await stopCatalogueListener();
    await stopAccountsListener();
    stopWatchingAccounts();
    await connection.close();
    throw error;
  }

  const tokenSweep = startTokenSweep(connection.db, { intervalMs: TOKEN_SWEEP_INTERVAL_MS, onError: reportError });
  const hitSweep = periodic(() => sweepExpiredHits(connection.db, new Date()), { intervalMs: TOKEN_SWEEP_INTERVAL_MS, onError: reportError });
  // Pictures a crash left behind (decision 053), from the start on.
  const fileSweep = periodic(() => sweepOrphanedFiles(connection.db, photoStorage, new Date()), { intervalMs: TOKEN_SWEEP_INTERVAL_MS, onError: reportError });
  void fileSweep.runNow();
  // Contact messages whose delivery failed are tried again (docs/product/public-pages.md#contact).
  const contactDelivery = startContactDelivery(connection.db, { mailer, inbox: contactInbox, intervalMs: CONTACT_RETRY_INTERVAL_MS, onError: reportError });
  return {
    url: `http://localhost:${port}`,
    port,
    driver: connection.driver,
    async close() {
      draining = true;
      await closeServer(server);
      await tokenSweep.stop();
      await hitSweep.stop();
      await fileSweep.stop();
      await contactDelivery.stop();
      await stopCatalogueListener();
      await stopAccountsListener();
      stopWatchingAccounts();
      mailer.close();
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
