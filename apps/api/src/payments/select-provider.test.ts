import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { VerifiedCallback } from './provider';
import { isSandboxProvider } from './sandbox/provider';
import { createConfiguredProvider } from './select-provider';

const callback: VerifiedCallback = { reference: 'r', transactionId: 't', success: true, pending: false, amountPiasters: 100, currency: 'EGP' };
const publicUrl = () => 'https://manara.example';
const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'manara-sandbox-secret-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** The sandbox's signature of one fixed notification: equal signatures mean equal secrets. */
async function signatureWith(config: Parameters<typeof createConfiguredProvider>[0], dataDir: string) {
  const provider = await createConfiguredProvider(config, { dataDir, publicUrl });
  if (!isSandboxProvider(provider)) throw new Error('Expected the sandbox');
  return provider.sign(callback);
}

describe('the configured payment provider', () => {
  it('makes the sandbox secret once, keeps it owner-only in DATA_DIR, and reuses it after a restart', async () => {
    const dataDir = await tempDir();
    const first = await signatureWith({ provider: 'sandbox' }, dataDir);
    expect((await stat(path.join(dataDir, 'sandbox-payment-secret'))).mode & 0o777).toBe(0o600);
    expect(await signatureWith({ provider: 'sandbox' }, dataDir)).toBe(first);
    expect(await signatureWith({ provider: 'sandbox' }, await tempDir())).not.toBe(first);
  });

  it('uses SANDBOX_PAYMENT_SECRET when given, and refuses a short one', async () => {
    const dataDir = await tempDir();
    const secret = 's'.repeat(40);
    expect(await signatureWith({ provider: 'sandbox', secret }, dataDir)).toBe(await signatureWith({ provider: 'sandbox', secret }, await tempDir()));
    await expect(createConfiguredProvider({ provider: 'sandbox', secret: 'short' }, { dataDir, publicUrl })).rejects.toThrow(
      'SANDBOX_PAYMENT_SECRET must be at least 32 characters long',
    );
  });

  it('creates the Paymob provider from its settings', async () => {
    const provider = await createConfiguredProvider(
      {
        provider: 'paymob',
        paymob: { secretKey: 'sk', publicKey: 'pk', hmacSecret: 'h', integrationIds: [1], apiUrl: 'http://localhost:1' },
      },
      { dataDir: await tempDir(), publicUrl },
    );
    expect(provider).toMatchObject({ name: 'paymob', methods: ['CARD'] });
  });
});
