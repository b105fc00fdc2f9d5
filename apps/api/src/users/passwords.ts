import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * argon2id with OWASP's baseline parameters (19 MiB, two passes, one lane).
 * `algorithm` is the package's const enum `Algorithm.Argon2id`, written as its value:
 * an ambient const enum cannot be read under `isolatedModules`.
 */
const ARGON2ID: Options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

/** A malformed stored hash is a mismatch, not a crash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one real check when the e-mail matches no account,
 * so the answer's timing does not tell which e-mails are registered.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not a real password, only spends time');
  await verifyPassword(await dummyHash, password);
}
