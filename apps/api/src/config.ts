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
  };
}
