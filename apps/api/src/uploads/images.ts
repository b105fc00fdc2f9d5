import type { ErrorCode } from '@manara/api-client/schemas';
import { fileTypeFromBuffer } from 'file-type/core';
import sharp from 'sharp';
import { httpError } from '../http/responses';

/**
 * A small file can still decode into a huge picture (a 2 MB PNG of one colour can claim
 * 30 000 × 30 000 pixels). 50 megapixels covers any phone or camera.
 */
const MAX_INPUT_PIXELS = 50_000_000;

export interface ImageRules {
  maxBytes: number;
  /** Told apart by the file's first bytes, never by its name or the type the browser declared. */
  accepted: ReadonlySet<string>;
  tooLarge: ErrorCode;
  notAnImage: ErrorCode;
}

/** One size to keep: at most `width` × `height`, never enlarged. */
export interface ImageSize {
  width: number;
  height: number;
}

export interface EncodedImage {
  bytes: Uint8Array;
  contentType: 'image/webp';
  extension: 'webp';
}

/**
 * The uploaded file re-encoded as WebP in each of `sizes`, turned the way its EXIF orientation says, with
 * every piece of metadata (EXIF, GPS position, ICC, XMP) left out: sharp keeps none unless asked.
 * Too big a file is `rules.tooLarge`; anything of another type, or that does not decode (a broken file, or
 * a pixel flood past 50 megapixels), is `rules.notAnImage`.
 */
export async function reencodeImage(file: Blob, rules: ImageRules, sizes: readonly ImageSize[]): Promise<EncodedImage[]> {
  if (file.size > rules.maxBytes) throw httpError(rules.tooLarge);
  const input = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(input);
  if (!detected || !rules.accepted.has(detected.mime)) throw httpError(rules.notAnImage);
  try {
    const decoded = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).autoOrient();
    return await Promise.all(
      sizes.map(async ({ width, height }) => ({
        bytes: await decoded.clone().resize(width, height, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer(),
        contentType: 'image/webp' as const,
        extension: 'webp' as const,
      })),
    );
  } catch {
    // Right first bytes, broken (or outsized) picture behind them.
    throw httpError(rules.notAnImage);
  }
}
