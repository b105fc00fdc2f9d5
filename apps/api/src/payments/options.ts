import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './provider';
import { createSandboxProvider } from './sandbox/provider';

export interface PaymentsOptions {
  /** Who takes the card: the sandbox by default, Paymob when configured. */
  provider: PaymentProvider;
}

/** Without a provider, the sandbox with a per-process secret: enough for tests and a first local run. */
export function resolvePaymentsOptions(given: Partial<PaymentsOptions> = {}, { publicUrl }: { publicUrl: () => string }): PaymentsOptions {
  return {
    provider: given.provider ?? createSandboxProvider({ secret: new Uint8Array(randomBytes(48)), publicUrl }),
  };
}
