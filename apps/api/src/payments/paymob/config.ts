export interface PaymobConfig {
  /** Authorises the Intention API (`Authorization: Token <secret key>`); never leaves the server. */
  secretKey: string;
  /** Goes into the checkout URL the browser opens. */
  publicKey: string;
  /** Signs the transaction callbacks Paymob sends us. */
  hmacSecret: string;
  /** The card integrations offered on the checkout page, as Paymob numbers them; empty when cards are not taken. */
  integrationIds: readonly number[];
  /** The mobile wallet integrations (Vodafone Cash and the others); none by default. */
  walletIntegrationIds?: readonly number[];
  /** The kiosk integrations (cash at Aman or Fawry against a bill reference); none by default. */
  kioskIntegrationIds?: readonly number[];
  /**
   * How long a kiosk reference is paid for, as set on the kiosk integration at Paymob: its notification carries
   * the reference but no expiry (decision 102). 48 by default.
   */
  kioskReferenceHours?: number;
  /** Paymob's address without a trailing slash; a local stand-in in tests. */
  apiUrl: string;
}

export const PAYMOB_API_URL = 'https://accept.paymob.com';
/** Hosts that may use plain http: a local stand-in for Paymob, never the real service. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Reads the Paymob settings; every problem is named with the variable to fix, so the server fails at start, not at the first payment. */
export function readPaymobConfig(env: NodeJS.ProcessEnv): PaymobConfig {
  const secretKey = required(env, 'PAYMOB_SECRET_KEY', 'the secret key from the Paymob dashboard');
  const publicKey = required(env, 'PAYMOB_PUBLIC_KEY', 'the public key from the Paymob dashboard');
  const hmacSecret = required(env, 'PAYMOB_HMAC_SECRET', 'the HMAC secret from the Paymob dashboard');
  const walletIntegrationIds = optionalIds(env, 'PAYMOB_WALLET_INTEGRATION_IDS');
  const kioskIntegrationIds = optionalIds(env, 'PAYMOB_KIOSK_INTEGRATION_IDS');
  // Cards may be left out once another way to pay is set; with none at all, the card IDs are the ones asked for.
  const integrationIds =
    walletIntegrationIds.length + kioskIntegrationIds.length > 0
      ? optionalIds(env, 'PAYMOB_INTEGRATION_IDS')
      : readIntegrationIds(required(env, 'PAYMOB_INTEGRATION_IDS', 'the card integration IDs, comma-separated'), 'PAYMOB_INTEGRATION_IDS');
  refuseSharedIds({ PAYMOB_INTEGRATION_IDS: integrationIds, PAYMOB_WALLET_INTEGRATION_IDS: walletIntegrationIds, PAYMOB_KIOSK_INTEGRATION_IDS: kioskIntegrationIds });
  return {
    secretKey,
    publicKey,
    hmacSecret,
    integrationIds,
    walletIntegrationIds,
    kioskIntegrationIds,
    kioskReferenceHours: readReferenceHours(env.PAYMOB_KIOSK_REFERENCE_HOURS?.trim()),
    apiUrl: readApiUrl(env.PAYMOB_API_URL?.trim() || PAYMOB_API_URL),
  };
}

/** A notification's integration ID tells which way the learner paid, so no ID may stand for two. */
function refuseSharedIds(lists: Record<string, readonly number[]>) {
  const names = Object.keys(lists);
  for (const [index, name] of names.entries()) {
    for (const other of names.slice(index + 1)) {
      const shared = lists[name]?.find((id) => lists[other]?.includes(id));
      if (shared !== undefined) throw new Error(`An integration ID belongs to one way to pay: ${shared} is in ${name} and ${other}`);
    }
  }
}

const optionalIds = (env: NodeJS.ProcessEnv, name: string) => {
  const value = env[name]?.trim();
  return value ? readIntegrationIds(value, name) : [];
};

export const DEFAULT_KIOSK_REFERENCE_HOURS = 48;
const MAX_KIOSK_REFERENCE_HOURS = 720;

function readReferenceHours(value: string | undefined): number {
  if (!value) return DEFAULT_KIOSK_REFERENCE_HOURS;
  const hours = /^\d{1,3}$/.test(value) ? Number(value) : 0;
  if (hours < 1 || hours > MAX_KIOSK_REFERENCE_HOURS) {
    throw new Error(`PAYMOB_KIOSK_REFERENCE_HOURS must be a whole number of hours from 1 to ${MAX_KIOSK_REFERENCE_HOURS}`);
  }
  return hours;
}

function required(env: NodeJS.ProcessEnv, name: string, what: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} is required for Paymob payments: ${what}`);
  return value;
}

function readIntegrationIds(value: string, name: string): number[] {
  const message = `${name} must be whole numbers separated by commas, such as 4097558,4097559`;
  const ids = value.split(',').map((part) => part.trim());
  if (ids.some((id) => !/^[1-9]\d{0,15}$/.test(id))) throw new Error(message);
  const numbers = ids.map(Number);
  if (numbers.some((id) => !Number.isSafeInteger(id))) throw new Error(message);
  return [...new Set(numbers)];
}

/** The secret key travels to this address, so it must be https unless it is a stand-in on this machine. */
function readApiUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PAYMOB_API_URL must be an absolute URL such as ${PAYMOB_API_URL}`);
  }
  const local = url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !local) {
    throw new Error('PAYMOB_API_URL must start with https:// (plain http:// only for localhost or 127.0.0.1)');
  }
  return value.replace(/\/+$/, '');
}
