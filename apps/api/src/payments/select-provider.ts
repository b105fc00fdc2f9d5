import type { PaymentsConfig } from '../config';
import { loadOrCreateSecret } from '../secret-file';
import { createPaymobProvider } from './paymob';
import type { PaymentProvider } from './provider';
import { createSandboxProvider } from './sandbox/provider';

/** The configured provider, ready to take payments. */
export async function createConfiguredProvider(
  config: PaymentsConfig,
  { dataDir, publicUrl }: { dataDir: string; publicUrl: () => string },
): Promise<PaymentProvider> {
  if (config.provider === 'paymob') return createPaymobProvider(config.paymob, { fetch: globalThis.fetch });
  const secret = await loadOrCreateSecret({
    ...(config.secret === undefined ? {} : { envSecret: config.secret }),
    envName: 'SANDBOX_PAYMENT_SECRET',
    dataDir,
    fileName: 'sandbox-payment-secret',
  });
  return createSandboxProvider({ secret, publicUrl });
}
