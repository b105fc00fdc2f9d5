import path from 'node:path';
import * as v from 'valibot';
import { DEFAULT_CONTACT_DETAILS } from './mail/contact-details';
import { defaultDataDir, defaultSiteDir } from './paths';
import type { ContactDetails } from '@manara/api-client/schemas';
import type { GoogleSignInConfig } from './users/google/google-sign-in';
import { readPaymobConfig } from './payments/paymob';
import type { PaymentsConfig } from './payments/select-provider';
import type { S3StorageConfig } from './uploads/s3-storage';

export interface ServerConfig {
  port: number;
  /** Where PGlite keeps its files (in `pglite/`) when no `databaseUrl` is given. */
  dataDir: string;
  /** A PostgreSQL connection string; without it the embedded PGlite is used. */
  databaseUrl?: string;
  siteDir: string;
  /**
   * A JSON file of more courses (an array, in the demo catalogue's format) seeded with the demo
   * catalogue into an empty database; the end-to-end run adds a course of three short lessons.
   */
  extraCoursesFile?: string;
  /**
   * Whether the first start also seeds the demo's history (made-up learners and purchases). `DEMO_HISTORY`
   * says `on` or `off`; by default it is on with the sandbox payments of a demo, off with a real provider.
   */
  demoHistory: boolean;
  /**
   * Sign-ups allowed from one address in an hour (`SIGNUP_LIMIT_PER_IP_PER_HOUR`, 10 by default): a school
   * lab or a workshop behind one address needs more.
   */
  signupsPerIpPerHour?: number;
  /**
   * Sign-ins allowed from one address in 15 minutes (`LOGIN_LIMIT_PER_IP_PER_15_MINUTES`, 30 by default): a
   * class signing in together from one school network needs more. Each account keeps its own limit.
   */
  loginsPerIpPer15Minutes?: number;
  /** Signs session tokens; without it a secret is made once and kept in `DATA_DIR/jwt-secret`. */
  jwtSecret?: string;
  /** Signs Open Badge credentials (RS256): a private RSA JWK of 2048 bits or more; without it one is made once and kept in `DATA_DIR/credential-signing-key-rs256.jwk`. */
  credentialSigningKey?: string;
  /** SMTP server for account e-mails; without it they are kept in memory and their links logged. */
  smtpUrl?: string;
  mailFrom?: string;
  /** The team's inbox: contact form messages are delivered there (`CONTACT_INBOX`). */
  contactInbox?: string;
  /**
   * How to reach the team, shown by the site and in account e-mails (docs/product/public-pages.md#contact-details):
   * `CONTACT_EMAIL` and `CONTACT_PHONE` (placeholders by default), and a social link for each of `SOCIAL_FACEBOOK`,
   * `SOCIAL_INSTAGRAM`, `SOCIAL_LINKEDIN` and `SOCIAL_YOUTUBE` that is set.
   */
  contactDetails?: ContactDetails;
  /** Links in e-mails start with it; `http://localhost:<port>` by default. */
  publicUrl?: string;
  /** Profile photos on this server's disk, served at `/uploads/`; `DATA_DIR/uploads` by default. */
  uploadDir: string;
  /** When set, profile photos go to this S3 bucket instead of `uploadDir`. */
  s3?: S3StorageConfig;
  /** Google sign-in, when `GOOGLE_CLIENT_ID` and `GOOGLE_CLIENT_SECRET` are set. */
  google?: GoogleSignInConfig;
  /** Who takes card payments: the built-in sandbox (test cards, the default) or Paymob. */
  payments?: PaymentsConfig;
}

export const PAYMENT_PROVIDER_NAMES = ['sandbox', 'paymob'] as const;

const PORT_MESSAGE = 'PORT must be a whole number from 0 to 65535';
const PortSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,5}$/, PORT_MESSAGE),
  v.transform(Number),
  v.maxValue(65535, PORT_MESSAGE),
);

/** Reads the environment; relative folders are taken from the current directory, as a shell user expects. */
function readPositiveInteger(name: string, value: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`${name} must be a whole number from 1, not ${JSON.stringify(value)}`);
  return parsed;
}

function readDemoHistory(value: string | undefined, isDemo: boolean): boolean {
  if (value === undefined || value === '') return isDemo;
  if (value === 'on' || value === 'off') return value === 'on';
  throw new Error(`DEMO_HISTORY must be on or off, not ${JSON.stringify(value)}`);
}

export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const port = v.safeParse(PortSchema, env.PORT || '3000');
  if (!port.success) throw new Error(port.issues[0].message);
  const dataDir = env.DATA_DIR ? path.resolve(env.DATA_DIR) : defaultDataDir;
  const publicUrl = env.PUBLIC_URL ? readPublicUrl(env.PUBLIC_URL) : undefined;
  const payments = readPaymentsConfig(env);
  if (payments.provider === 'sandbox') refuseSandboxInPublic(env, publicUrl);
  return {
    port: port.output,
    dataDir,
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    siteDir: env.SITE_DIR ? path.resolve(env.SITE_DIR) : defaultSiteDir,
    ...(env.EXTRA_COURSES_FILE ? { extraCoursesFile: path.resolve(env.EXTRA_COURSES_FILE) } : {}),
    demoHistory: readDemoHistory(env.DEMO_HISTORY, payments.provider === 'sandbox'),
    ...(env.SIGNUP_LIMIT_PER_IP_PER_HOUR ? { signupsPerIpPerHour: readPositiveInteger('SIGNUP_LIMIT_PER_IP_PER_HOUR', env.SIGNUP_LIMIT_PER_IP_PER_HOUR) } : {}),
    ...(env.LOGIN_LIMIT_PER_IP_PER_15_MINUTES
      ? { loginsPerIpPer15Minutes: readPositiveInteger('LOGIN_LIMIT_PER_IP_PER_15_MINUTES', env.LOGIN_LIMIT_PER_IP_PER_15_MINUTES) }
      : {}),
    ...(env.JWT_SECRET ? { jwtSecret: env.JWT_SECRET } : {}),
    ...(env.CREDENTIAL_SIGNING_KEY ? { credentialSigningKey: env.CREDENTIAL_SIGNING_KEY } : {}),
    ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
    ...(env.MAIL_FROM ? { mailFrom: env.MAIL_FROM } : {}),
    ...(env.CONTACT_INBOX ? { contactInbox: env.CONTACT_INBOX } : {}),
    contactDetails: readContactDetails(env),
    ...(publicUrl ? { publicUrl } : {}),
    uploadDir: env.UPLOAD_DIR ? path.resolve(env.UPLOAD_DIR) : path.join(dataDir, 'uploads'),
    ...(env.S3_BUCKET ? { s3: readS3Config(env.S3_BUCKET, env) } : {}),
    ...readGoogleConfig(env),
    payments,
  };
}

/**
 * The sandbox's test cards grant courses for nothing, so a server reached at a public address takes
 * them only when its operator says so (a public demo); a real site sets PAYMENT_PROVIDER=paymob.
 */
function refuseSandboxInPublic(env: NodeJS.ProcessEnv, publicUrl: string | undefined) {
  if (!publicUrl || LOOPBACK_HOSTS.has(new URL(publicUrl).hostname)) return;
  if (env.ALLOW_SANDBOX_PAYMENTS === 'true') return;
  throw new Error(
    `PAYMENT_PROVIDER is sandbox (test cards grant courses, no money is taken) but PUBLIC_URL is ${publicUrl}, not a localhost address. ` +
      'Set PAYMENT_PROVIDER=paymob for real payments, or ALLOW_SANDBOX_PAYMENTS=true for a public demo.',
  );
}

/** `PAYMENT_PROVIDER` picks the provider; Paymob then needs its own settings, read (and checked) at start. */
function readPaymentsConfig(env: NodeJS.ProcessEnv): PaymentsConfig {
  const name = env.PAYMENT_PROVIDER?.trim() || 'sandbox';
  if (name === 'paymob') return { provider: 'paymob', paymob: readPaymobConfig(env) };
  if (name !== 'sandbox') throw new Error(`PAYMENT_PROVIDER must be one of ${PAYMENT_PROVIDER_NAMES.join(', ')}`);
  return { provider: 'sandbox', ...(env.SANDBOX_PAYMENT_SECRET ? { secret: env.SANDBOX_PAYMENT_SECRET } : {}) };
}

const SOCIAL_SETTINGS = [
  ['Facebook', 'SOCIAL_FACEBOOK'],
  ['Instagram', 'SOCIAL_INSTAGRAM'],
  ['LinkedIn', 'SOCIAL_LINKEDIN'],
  ['YouTube', 'SOCIAL_YOUTUBE'],
] as const;

/** How to reach the team: each detail from its setting, else the placeholder; a social link only when set. */
export function readContactDetails(env: NodeJS.ProcessEnv): ContactDetails {
  return {
    email: env.CONTACT_EMAIL?.trim() || DEFAULT_CONTACT_DETAILS.email,
    phone: env.CONTACT_PHONE?.trim() || DEFAULT_CONTACT_DETAILS.phone,
    socials: SOCIAL_SETTINGS.flatMap(([name, setting]) => {
      const href = env[setting]?.trim();
      return href ? [{ name, href: readHttpUrl(setting, href) }] : [];
    }),
  };
}

const GOOGLE_ISSUER = 'https://accounts.google.com';
/** Hosts that may use plain http: a local stand-in for Google, never a real provider. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The client ID and secret turn Google sign-in on, as a pair; `GOOGLE_ISSUER` points it at another provider (tests). */
function readGoogleConfig(env: NodeJS.ProcessEnv): { google?: GoogleSignInConfig } {
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = env;
  const issuer = env.GOOGLE_ISSUER ? readHttpUrl('GOOGLE_ISSUER', env.GOOGLE_ISSUER) : GOOGLE_ISSUER;
  if (new URL(issuer).protocol === 'http:' && !LOOPBACK_HOSTS.has(new URL(issuer).hostname)) {
    throw new Error('GOOGLE_ISSUER must start with https:// (plain http:// only for localhost or 127.0.0.1)');
  }
  if (Boolean(clientId) !== Boolean(clientSecret)) throw new Error('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
  return clientId && clientSecret ? { google: { clientId, clientSecret, issuer } } : {};
}

/** `S3_BUCKET` turns S3 on; the public URL is then required, the keys come as a pair or not at all. */
function readS3Config(bucket: string, env: NodeJS.ProcessEnv): S3StorageConfig {
  const { S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!env.S3_PUBLIC_URL) throw new Error('S3_PUBLIC_URL is required with S3_BUCKET: it is where browsers load the photos from');
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  return {
    bucket,
    region: env.S3_REGION || 'us-east-1',
    ...(endpoint ? { endpoint: readHttpUrl('S3_ENDPOINT', endpoint) } : {}),
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    publicUrl: readHttpUrl('S3_PUBLIC_URL', env.S3_PUBLIC_URL),
  };
}

/** An absolute http(s) URL; e-mails append `/verify-email?token=…` to it. */
const readPublicUrl = (value: string) => readHttpUrl('PUBLIC_URL', value);

/** An absolute http(s) URL without a trailing slash; paths are appended to it. */
function readHttpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute URL such as https://manara.example`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must start with http:// or https://`);
  return value.replace(/\/+$/, '');
}
