import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { calculateJwkThumbprint, decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { credentialSigner, generateSigningKey, loadOrCreateSigningKey } from './signing-key';

const freshDir = () => mkdtemp(path.join(tmpdir(), 'manara-keys-'));

describe('the credential signing key', () => {
  it('is made once into the data folder, owner-only, and the same key after a restart', async () => {
    const dataDir = await freshDir();
    const first = await loadOrCreateSigningKey({ dataDir });
    const file = path.join(dataDir, 'credential-signing-key.jwk');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(first);
    expect(await loadOrCreateSigningKey({ dataDir })).toEqual(first);
  });

  it('comes from CREDENTIAL_SIGNING_KEY when given, and a key that is not a private P-256 JWK stops the start', async () => {
    const key = generateSigningKey();
    expect(await loadOrCreateSigningKey({ envKey: JSON.stringify(key), dataDir: await freshDir() })).toEqual(key);
    const { d: _private, ...publicOnly } = key;
    await expect(loadOrCreateSigningKey({ envKey: JSON.stringify(publicOnly), dataDir: await freshDir() })).rejects.toThrow(/private EC P-256 key/);
    await expect(loadOrCreateSigningKey({ envKey: 'not json', dataDir: await freshDir() })).rejects.toThrow(/CREDENTIAL_SIGNING_KEY must hold a JWK/);
  });

  it('signs ES256 JWTs that its public half verifies, naming the key it is given', async () => {
    const signer = credentialSigner(generateSigningKey());
    expect(signer.publicJwk).not.toHaveProperty('d');
    expect(signer.thumbprint).toBe(await calculateJwkThumbprint(signer.publicJwk));
    const jwt = await signer.sign({ iss: 'https://manara.test' }, { kid: 'https://manara.test/key' });
    expect(decodeProtectedHeader(jwt)).toEqual({ alg: 'ES256', typ: 'JWT', kid: 'https://manara.test/key' });
    expect((await jwtVerify(jwt, await importJWK(signer.publicJwk, 'ES256'))).payload).toEqual({ iss: 'https://manara.test' });
  });
});
