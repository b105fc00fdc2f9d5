import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, PERMISSIONS_POLICY, SECURITY_HEADERS } from './security-headers';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

/** Our kebab-case policy in the camel-case shape Hono's options take. */
const honoShape = (policy: Readonly<Record<string, readonly string[]>>) =>
  Object.fromEntries(Object.entries(policy).map(([name, values]) => [name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()), [...values]]));

describe('SECURITY_HEADERS', () => {
  it('are what Hono’s secureHeaders() sent with the same policy, which they replace', async () => {
    const options = {
      contentSecurityPolicy: honoShape(CONTENT_SECURITY_POLICY),
      permissionsPolicy: honoShape(PERMISSIONS_POLICY),
      referrerPolicy: 'strict-origin-when-cross-origin',
    } as SecureHeadersOptions;
    const app = new Hono().use(secureHeaders(options)).get('/', (c) => c.body(null));
    const sent = [...(await app.request('/')).headers];
    const ours = SECURITY_HEADERS.map(([name, value]) => [name.toLowerCase(), value]).sort(([a = ''], [b = '']) => (a < b ? -1 : 1));
    expect(sent).toEqual(ours);
  });
});
