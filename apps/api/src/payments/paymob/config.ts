export interface PaymobConfig {
  /** Authorises the Intention API (`Authorization: Token <secret key>`); never leaves the server. */
  secretKey: string;
  /** Goes into the checkout URL the browser opens. */
  publicKey: string;
  /** Signs the transaction callbacks Paymob sends us. */
  hmacSecret: string;
  /** The card integrations offered on the checkout page, as Paymob numbers them. */
  integrationIds: readonly number[];
  /** Paymob's address without a trailing slash; a local stand-in in tests. */
  apiUrl: string;
}

export const PAYMOB_API_URL = 'https://accept.paymob.com';
/** Hosts that may use plain http: a local stand-in for Paymob, never the real service. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Reads the Paymob settings; every problem is named with the variable to fix, so the server fails at start, not at the first payment. */
export function readPaymobConfig(env: NodeJS.ProcessEnv): PaymobConfig {
  return {
    secretKey: required(env, 'PAYMOB_SECRET_KEY', 'the secret key from the Paymob dashboard'),
    publicKey: required(env, 'PAYMOB_PUBLIC_KEY', 'the public key from the Paymob dashboard'),
    hmacSecret: required(env, 'PAYMOB_HMAC_SECRET', 'the HMAC secret from the Paymob dashboard'),
    integrationIds: readIntegrationIds(required(env, 'PAYMOB_INTEGRATION_IDS', 'the card integration IDs, comma-separated')),
    apiUrl: readApiUrl(env.PAYMOB_API_URL?.trim() || PAYMOB_API_URL),
  };
}

function required(env: NodeJS.ProcessEnv, name: string, what: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} is required for Paymob payments: ${what}`);
  return value;
}

const INTEGRATION_IDS_MESSAGE = 'PAYMOB_INTEGRATION_IDS must be whole numbers separated by commas, such as 4097558,4097559';

function readIntegrationIds(value: string): number[] {
  const ids = value.split(',').map((part) => part.trim());
  if (ids.some((id) => !/^[1-9]\d{0,15}$/.test(id))) throw new Error(INTEGRATION_IDS_MESSAGE);
  const numbers = ids.map(Number);
  if (numbers.some((id) => !Number.isSafeInteger(id))) throw new Error(INTEGRATION_IDS_MESSAGE);
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
