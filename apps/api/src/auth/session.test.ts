import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_TTL_SECONDS, loadSessionSecret, randomSessionSecret, sessionTokens } from './session';

const USER_ID = '6f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4b';
const claims = { userId: USER_ID, role: 'admin' as const, version: 3, remember: true };

describe('session tokens', () => {
  const secret = randomSessionSecret();
  let at = new Date('2026-03-01T10:00:00Z');
  const tokens = sessionTokens({ secret, now: () => at });

  it('round-trips sub, role and ver, and expires after seven days', async () => {
    at = new Date('2026-03-01T10:00:00Z');
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    at = new Date(at.getTime() + (SESSION_TTL_SECONDS - 1) * 1000);
    expect(await tokens.verify(token)).toEqual(claims);
    at = new Date(at.getTime() + 2000);
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('refuses a token whose signature was changed, after the real one was accepted', async () => {
    at = new Date();
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    const [header, payload, signature = ''] = token.split('.');
    const changed = `${header}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await tokens.verify(changed)).toBeUndefined();
    // Another server's secret accepts nothing this one accepted.
    expect(await sessionTokens({ secret: randomSessionSecret(), now: () => at }).verify(token)).toBeUndefined();
    expect(await tokens.verify(token)).toEqual(claims);
  });

  it.each([
    ['another issuer', { iss: 'elsewhere', aud: 'manara', alg: 'HS256' }],
    ['another audience', { iss: 'manara', aud: 'elsewhere', alg: 'HS256' }],
    ['another algorithm', { iss: 'manara', aud: 'manara', alg: 'HS512' }],
  ])('refuses a token from %s', async (_name, { iss, aud, alg }) => {
    at = new Date();
    const token = await new SignJWT({ role: 'user', ver: 1 })
      .setProtectedHeader({ alg })
      .setSubject(USER_ID)
      .setIssuer(iss)
      .setAudience(aud)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new Uint8Array([...secret, ...secret]).slice(0, alg === 'HS512' ? 64 : 32));
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('reads a token made before sessions were remembered as not remembered', async () => {
    at = new Date();
    const token = await new SignJWT({ role: 'user', ver: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(USER_ID)
      .setIssuer('manara')
      .setAudience('manara')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(secret);
    expect(await tokens.verify(token)).toEqual({ userId: USER_ID, role: 'user', version: 1, remember: false });
  });

  it('refuses a token whose claims are not ours', async () => {
    at = new Date();
    const token = await new SignJWT({ role: 'owner', ver: '1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('not-a-uuid')
      .setIssuer('manara')
      .setAudience('manara')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(secret);
    expect(await tokens.verify(token)).toBeUndefined();
  });
});

describe('the session secret', () => {
  const dirs: string[] = [];
  const tempDir = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'manara-secret-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('is made once, owner-only, in the data folder, and kept', async () => {
    const dataDir = path.join(await tempDir(), 'nested', 'data');
    const first = await loadSessionSecret({ dataDir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect((await stat(path.join(dataDir, 'jwt-secret'))).mode & 0o777).toBe(0o600);
    expect(await loadSessionSecret({ dataDir })).toEqual(first);
  });

  it('comes from JWT_SECRET when set, which must be long enough', async () => {
    const dataDir = await tempDir();
    expect(new TextDecoder().decode(await loadSessionSecret({ envSecret: 'k'.repeat(32), dataDir }))).toBe('k'.repeat(32));
    await expect(loadSessionSecret({ envSecret: 'short', dataDir })).rejects.toThrow('JWT_SECRET must be at least 32 characters long');
  });

  it('refuses a stored secret that is too short', async () => {
    const dataDir = await tempDir();
    await writeFile(path.join(dataDir, 'jwt-secret'), 'tiny\n');
    await expect(loadSessionSecret({ dataDir })).rejects.toThrow(/must be at least 32 characters long/);
  });
});
