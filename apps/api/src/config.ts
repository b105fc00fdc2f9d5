import path from 'node:path';
import * as v from 'valibot';
import { defaultDataDir, defaultSiteDir } from './paths';

export interface ServerConfig {
  port: number;
  /** Where PGlite keeps its files (in `pglite/`) when no `databaseUrl` is given. */
  dataDir: string;
  /** A PostgreSQL connection string; without it the embedded PGlite is used. */
  databaseUrl?: string;
  siteDir: string;
  /** Signs session tokens; without it a secret is made once and kept in `DATA_DIR/jwt-secret`. */
  jwtSecret?: string;
  /** SMTP server for account e-mails; without it they are kept in memory and their links logged. */
  smtpUrl?: string;
  mailFrom?: string;
  /** Links in e-mails start with it; `http://localhost:<port>` by default. */
  publicUrl?: string;
}

const PORT_MESSAGE = 'PORT must be a whole number from 0 to 65535';
const PortSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,5}$/, PORT_MESSAGE),
  v.transform(Number),
  v.maxValue(65535, PORT_MESSAGE),
);

/** Reads the environment; relative folders are taken from the current directory, as a shell user expects. */
export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const port = v.safeParse(PortSchema, env.PORT || '3000');
  if (!port.success) throw new Error(port.issues[0].message);
  return {
    port: port.output,
    dataDir: env.DATA_DIR ? path.resolve(env.DATA_DIR) : defaultDataDir,
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    siteDir: env.SITE_DIR ? path.resolve(env.SITE_DIR) : defaultSiteDir,
    ...(env.JWT_SECRET ? { jwtSecret: env.JWT_SECRET } : {}),
    ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
    ...(env.MAIL_FROM ? { mailFrom: env.MAIL_FROM } : {}),
    ...(env.PUBLIC_URL ? { publicUrl: readPublicUrl(env.PUBLIC_URL) } : {}),
  };
}

/** An absolute http(s) URL; e-mails append `/verify-email?token=…` to it. */
function readPublicUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('PUBLIC_URL must be an absolute URL such as https://manara.example');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('PUBLIC_URL must start with http:// or https://');
  return value.replace(/\/+$/, '');
}
