import { loadOrCreateSecret } from '../secret-file';
import { createPaymobProvider, type PaymobConfig } from './paymob';
import type { PaymentProvider } from './provider';
import { createSandboxProvider } from './sandbox/provider';

/** Who takes card payments, as the configuration reads it (`config.ts`). */
export type PaymentsConfig =
  /** `secret` signs the sandbox's notifications; without it one is made once and kept in `DATA_DIR/sandbox-payment-secret`. */
  | { provider: 'sandbox'; secret?: string }
  | { provider: 'paymob'; paymob: PaymobConfig };

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
