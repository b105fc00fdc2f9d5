import { randomBytes } from 'node:crypto';

/** Where uploaded files live. Keys come from `newFileKey`; the URL is what the API sends to clients. */
export interface FileStorage {
  /** Stores the bytes under `key` and answers the URL they are served from. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<string>;
  /**
   * The bytes stored under `key`, or undefined when it holds nothing: for files the API hands out itself
   * after checking who asks (a lesson's PDFs, decision 082), never by their address.
   */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | undefined>;
  /** Removes the file; a key that holds nothing is not an error. */
  delete(key: string): Promise<void>;
  /** The folder this server serves at `/uploads/`; storage elsewhere (S3) serves its own files. */
  readonly localDir?: string;
}

/** Letters, digits, `-` and `_` in slash-separated parts, and an extension: never `..` or an absolute path. */
const KEY_PATTERN = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*\.[a-z0-9]+$/;

/**
 * A fresh, unguessable key (192 random bits) in `folder`. A key is never reused, so a URL always
 * shows the same bytes and may be cached for good.
 */
export function newFileKey(folder: string, extension: string): string {
  return checkKey(`${folder}/${randomBytes(24).toString('base64url')}.${extension}`);
}

export function checkKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}

/** Sent with every stored file: its key is never reused, so its bytes never change. */
export const STORED_FILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
