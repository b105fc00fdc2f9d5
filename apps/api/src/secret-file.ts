import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A secret's smallest size: HS256 and HMAC-SHA512 both want a key at least as long as 256 bits. */
export const MIN_SECRET_BYTES = 32;

/**
 * The secret from the environment when given; otherwise one made once and kept in `dataDir/fileName`
 * (owner-only), so what it signs survives a restart without any setup.
 */
export async function loadOrCreateSecret({
  envSecret,
  envName,
  dataDir,
  fileName,
}: {
  envSecret?: string;
  /** The variable's name, for the error message. */
  envName: string;
  dataDir: string;
  fileName: string;
}): Promise<Uint8Array> {
  if (envSecret !== undefined) return checkedSecret(envSecret, envName);
  const file = path.join(dataDir, fileName);
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    await chmod(file, 0o600);
    return checkedSecret(stored, file);
  } catch (error) {
    if (!isMissingFile(error)) throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    // `wx`: two servers starting at once on one folder keep the first one's secret.
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if (!isErrorCode(error, 'EEXIST')) throw error;
    return checkedSecret((await readFile(file, 'utf8')).trim(), file);
  }
  return new TextEncoder().encode(secret);
}

function checkedSecret(secret: string, source: string): Uint8Array {
  const bytes = new TextEncoder().encode(secret);
  if (bytes.length < MIN_SECRET_BYTES) throw new Error(`${source} must be at least ${MIN_SECRET_BYTES} characters long`);
  return bytes;
}

const isMissingFile = (error: unknown) => isErrorCode(error, 'ENOENT');
const isErrorCode = (error: unknown, code: string) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === code;
