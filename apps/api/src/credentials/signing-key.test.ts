import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { calculateJwkThumbprint, decodeProtectedHeader, importJWK, jwtVerify, type JWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { credentialSigner, generateSigningKey, loadOrCreateSigningKey } from './signing-key';

const freshDir = () => mkdtemp(path.join(tmpdir(), 'manara-keys-'));
const rsaJwk = (modulusLength: number) => generateKeyPairSync('rsa', { modulusLength }).privateKey.export({ format: 'jwk' }) as JWK;
const ecJwk = () => generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' }) as JWK;

describe('the credential signing key', () => {
  it('is made once into the data folder, owner-only, and the same key after a restart', async () => {
    const dataDir = await freshDir();
    const first = await loadOrCreateSigningKey({ dataDir });
    const file = path.join(dataDir, 'credential-signing-key-rs256.jwk');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(first);
    expect(await loadOrCreateSigningKey({ dataDir })).toEqual(first);
    expect(first).toMatchObject({ kty: 'RSA', e: 'AQAB' });
    expect(Buffer.from(String(first.n), 'base64url').length * 8).toBe(2048);
  });

  it('leaves the ES256 key an earlier version kept beside it alone, and makes an RSA one', async () => {
    const dataDir = await freshDir();
    const oldKey = `${JSON.stringify(ecJwk())}\n`;
    await writeFile(path.join(dataDir, 'credential-signing-key.jwk'), oldKey, { mode: 0o600 });
    expect(await loadOrCreateSigningKey({ dataDir })).toMatchObject({ kty: 'RSA' });
    expect(await readFile(path.join(dataDir, 'credential-signing-key.jwk'), 'utf8')).toBe(oldKey);
  });

  it('comes from CREDENTIAL_SIGNING_KEY when given, and a key that is not a private RSA key of 2048 bits or more stops the start', async () => {
    const key = generateSigningKey();
    expect(await loadOrCreateSigningKey({ envKey: JSON.stringify(key), dataDir: await freshDir() })).toEqual(key);
    const larger = rsaJwk(3072);
    expect(await loadOrCreateSigningKey({ envKey: JSON.stringify(larger), dataDir: await freshDir() })).toMatchObject({ n: larger.n, d: larger.d });

    const refused = /private RSA key of at least 2048 bits/;
    const { d: _private, ...publicOnly } = key;
    await expect(loadOrCreateSigningKey({ envKey: JSON.stringify(publicOnly), dataDir: await freshDir() })).rejects.toThrow(refused);
    const small = rsaJwk(1024);
    await expect(loadOrCreateSigningKey({ envKey: JSON.stringify(small), dataDir: await freshDir() })).rejects.toThrow(refused);
    const ec = ecJwk();
    await expect(loadOrCreateSigningKey({ envKey: JSON.stringify(ec), dataDir: await freshDir() })).rejects.toThrow(refused);
    await expect(loadOrCreateSigningKey({ envKey: 'not json', dataDir: await freshDir() })).rejects.toThrow(/CREDENTIAL_SIGNING_KEY must hold a JWK/);
  });

  it('signs RS256 JWTs that its public half verifies, naming the key it is given', async () => {
    const signer = credentialSigner(generateSigningKey());
    expect(Object.keys(signer.publicJwk).sort()).toEqual(['alg', 'e', 'kty', 'n', 'use']);
    expect(signer.thumbprint).toBe(await calculateJwkThumbprint(signer.publicJwk));
    const jwt = await signer.sign({ iss: 'https://manara.test' }, { kid: 'https://manara.test/key' });
    expect(decodeProtectedHeader(jwt)).toEqual({ alg: 'RS256', typ: 'JWT', kid: 'https://manara.test/key' });
    expect((await jwtVerify(jwt, await importJWK(signer.publicJwk, 'RS256'))).payload).toEqual({ iss: 'https://manara.test' });
  });
});
