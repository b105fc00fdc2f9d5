import { createHash, generateKeyPairSync } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { importJWK, SignJWT, type JWK, type JWTPayload } from 'jose';

/*
 * The key Open Badge credentials are signed with (decision 059): RS256, the algorithm Open Badges 3.0 requires
 * every issuer to support, with an RSA key of at least 2048 bits. Given as a private JWK in
 * CREDENTIAL_SIGNING_KEY, or made once and kept in DATA_DIR/credential-signing-key-rs256.jwk (owner-only), so
 * credentials issued before a restart still verify.
 */

const KEY_FILE = 'credential-signing-key-rs256.jwk';
const MIN_MODULUS_BITS = 2048;
const ALG = 'RS256';

/** A fresh 2048-bit RSA private key as a JWK. */
export function generateSigningKey(): JWK {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: MIN_MODULUS_BITS });
  return privateKey.export({ format: 'jwk' }) as JWK;
}

/** The private RSA members a JWK must carry to sign (RFC 7518, section 6.3.2). */
const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi'] as const;

/** The private JWK, checked: an RSA key of at least 2048 bits, with its private part. */
function checkedSigningKey(jwk: unknown, source: string): JWK {
  const key = jwk as JWK | null;
  const refusal = new Error(`${source} must be a private RSA key of at least ${MIN_MODULUS_BITS} bits as a JWK (kty "RSA", with "n", "e", "d", "p", "q", "dp", "dq", "qi")`);
  if (!key || typeof key !== 'object' || key.kty !== 'RSA' || typeof key.n !== 'string' || typeof key.e !== 'string') throw refusal;
  if (PRIVATE_MEMBERS.some((member) => typeof key[member] !== 'string')) throw refusal;
  if (Buffer.from(key.n, 'base64url').length * 8 < MIN_MODULUS_BITS) throw refusal;
  const { kty, n, e, d, p, q, dp, dq, qi } = key;
  return { kty, n, e, d, p, q, dp, dq, qi };
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
  /** A compact JWS (RS256) of `payload`, its header naming the key's address. */
  sign: (payload: JWTPayload, { kid }: { kid: string }) => Promise<string>;
}

/** RFC 7638: SHA-256 over the RSA key's required members, in lexical order, base64url. */
const thumbprintOf = ({ e, kty, n }: JWK) => createHash('sha256').update(JSON.stringify({ e, kty, n })).digest('base64url');

/** Signs with `privateJwk`; the key is imported once, on first use. */
export function credentialSigner(privateJwk: JWK): CredentialSigner {
  const { kty, n, e } = privateJwk;
  let imported: ReturnType<typeof importJWK> | undefined;
  return {
    publicJwk: { kty, n, e, alg: ALG, use: 'sig' },
    thumbprint: thumbprintOf(privateJwk),
    async sign(payload, { kid }) {
      imported ??= importJWK(privateJwk, ALG);
      return new SignJWT(payload).setProtectedHeader({ alg: ALG, typ: 'JWT', kid }).sign(await imported);
    },
  };
}
