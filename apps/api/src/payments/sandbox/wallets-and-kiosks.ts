import { randomInt } from 'node:crypto';

/**
 * The sandbox's test wallets and its one code (also listed on its wallet page, in the README and in
 * docs/product/enrolment-and-payments.md#ways-to-pay).
 */
export const SANDBOX_WALLETS = {
  approves: '01010101010',
  declines: '01000000002',
} as const;
export const SANDBOX_WALLET_CODE = '123456';

/** The sandbox's stand-in for a kiosk's counter, where any reference it issued is paid (no sign-in: cash has no account). */
export const SANDBOX_KIOSK_PATH = '/api/payments/sandbox/kiosk';

/** How long the sandbox's kiosk references are paid for, as a kiosk integration at a real provider sets it. */
export const SANDBOX_KIOSK_REFERENCE_HOURS = 48;

export type WalletError = 'walletNumber' | 'notATestWallet' | 'code' | 'wrongCode';

/** The wallet's number as typed, without spaces or dashes. */
const digitsOf = (text: string) => text.replace(/[\s-]/g, '');

/** The number step: an Egyptian mobile number that is one of the test wallets. */
export function checkWalletNumber(walletNumber: string): WalletError | null {
  const digits = digitsOf(walletNumber);
  if (!/^01\d{9}$/.test(digits)) return 'walletNumber';
  return digits === SANDBOX_WALLETS.approves || digits === SANDBOX_WALLETS.declines ? null : 'notATestWallet';
}

export type WalletCheck =
  | { ok: true; success: boolean }
  | { ok: false; error: WalletError; on: 'walletNumber' | 'code' };

/** The code step: the test code approves the payment in the approving wallet and declines it in the other. */
export function checkWalletCode(walletNumber: string, code: string): WalletCheck {
  const numberError = checkWalletNumber(walletNumber);
  if (numberError) return { ok: false, error: numberError, on: 'walletNumber' };
  const typed = code.trim();
  if (!/^\d{6}$/.test(typed)) return { ok: false, error: 'code', on: 'code' };
  if (typed !== SANDBOX_WALLET_CODE) return { ok: false, error: 'wrongCode', on: 'code' };
  return { ok: true, success: digitsOf(walletNumber) === SANDBOX_WALLETS.approves };
}

/** A new kiosk reference: nine digits, as a kiosk's keypad takes them. */
export const newKioskReference = () => String(randomInt(100_000_000, 1_000_000_000));

/** The reference as typed at the counter, without spaces. */
export const typedReference = (text: string) => text.replace(/\s/g, '');
