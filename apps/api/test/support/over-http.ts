import { LoginResponseSchema } from '@manara/api-client/schemas';
import { DEMO_ACCOUNTS } from '../../src/seed/accounts';
import { expectSuccess } from './responses';

/** A demo account the seed made, active (not the blocked one), by role. */
export function demoAccount(role: 'admin' | 'user') {
  const found = DEMO_ACCOUNTS.find((account) => account.role === role && !account.blockReason);
  if (!found) throw new Error(`No demo ${role}`);
  return found;
}

export interface SendOptions {
  token?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as a browser sends a form with a file. */
  form?: FormData;
}

/**
 * Requests over real HTTP to a running server (or a proxy in front of several) at `baseUrl()`, read when each
 * request is made: a restarted server may listen elsewhere.
 */
export function overHttp(baseUrl: () => string) {
  const send = (method: string, route: string, { token, body, form }: SendOptions = {}) =>
    fetch(`${baseUrl()}${route}`, {
      method,
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(form ? { body: form } : {}),
    });
  /** The account's session token. */
  const login = async ({ email, password }: { email: string; password: string }) =>
    (await expectSuccess(await send('POST', '/api/users/login', { body: { email, password } }), LoginResponseSchema)).data.token;
  return { send, login };
}
