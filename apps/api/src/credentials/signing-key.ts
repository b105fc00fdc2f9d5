import { createHash, generateKeyPairSync } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { importJWK, SignJWT, type JWK, type JWTPayload } from 'jose';

/*
 * The key Open Badge credentials are signed with (decision 042): ES256, one of the two algorithms 1EdTech's
 * validator accepts for JWTs. Given as a private JWK in CREDENTIAL_SIGNING_KEY, or made once and kept in
 * DATA_DIR/credential-signing-key.jwk (owner-only), so credentials issued before a restart still verify.
 */

const KEY_FILE = 'credential-signing-key.jwk';

/** A fresh ES256 (P-256) private key as a JWK. */
export function generateSigningKey(): JWK {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return privateKey.export({ format: 'jwk' }) as JWK;
}

/** The private JWK, checked: an EC P-256 key with its private part. */
function checkedSigningKey(jwk: unknown, source: string): JWK {
  const key = jwk as JWK | null;
  if (!key || typeof key !== 'object' || key.kty !== 'EC' || key.crv !== 'P-256' || typeof key.d !== 'string') {
    throw new Error(`${source} must be a private EC P-256 key as a JWK (kty "EC", crv "P-256", with "d")`);
  }
  return { kty: key.kty, crv: key.crv, x: key.x, y: key.y, d: key.d };
}

/** The signing key from the environment when given, else the one kept in `dataDir`, made on first use. */
export async function loadOrCreateSigningKey({ envKey, dataDir }: { envKey?: string | undefined; dataDir: string }): Promise<JWK> {
  if (envKey !== undefined) return checkedSigningKey(parseJson(envKey, 'CREDENTIAL_SIGNING_KEY'), 'CREDENTIAL_SIGNING_KEY');
  const file = path.join(dataDir, KEY_FILE);
  try {
    const stored = await readFile(file, 'utf8');
    await chmod(file, 0o600);
    return checkedSigningKey(parseJson(stored, file), file);
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const key = generateSigningKey();
  try {
    // `wx`: two servers starting at once on one folder keep the first one's key.
    await writeFile(file, `${JSON.stringify(key)}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
    return checkedSigningKey(parseJson(await readFile(file, 'utf8'), file), file);
  }
}

function parseJson(text: string, source: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`${source} must hold a JWK as JSON`);
  }
}

export interface CredentialSigner {
  /** The public half, as served at the key's address. */
  publicJwk: JWK;
  /** The key's JWK thumbprint (RFC 7638): the last part of its address. */
  thumbprint: string;
  /** A compact JWS (ES256) of `payload`, its header naming the key's address. */
  sign: (payload: JWTPayload, { kid }: { kid: string }) => Promise<string>;
}

/** RFC 7638: SHA-256 over the EC key's required members, in lexical order, base64url. */
const thumbprintOf = ({ crv, kty, x, y }: JWK) => createHash('sha256').update(JSON.stringify({ crv, kty, x, y })).digest('base64url');

/** Signs with `privateJwk`; the key is imported once, on first use. */
export function credentialSigner(privateJwk: JWK): CredentialSigner {
  const { crv, kty, x, y } = privateJwk;
  let imported: ReturnType<typeof importJWK> | undefined;
  return {
    publicJwk: { kty, crv, x, y, alg: 'ES256', use: 'sig' },
    thumbprint: thumbprintOf(privateJwk),
    async sign(payload, { kid }) {
      imported ??= importJWK(privateJwk, 'ES256');
      return new SignJWT(payload).setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid }).sign(await imported);
    },
  };
}
