import { fileTypeFromBuffer } from 'file-type/core';
import sharp from 'sharp';
import { httpError } from '../http/responses';

/** The largest photo file accepted, before re-encoding. */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
/** Photos are shown as avatars; nothing needs more. */
const MAX_PHOTO_SIDE = 512;
/**
 * A small file can still decode into a huge picture (a 2 MB PNG of one colour can claim
 * 30 000 × 30 000 pixels). 50 megapixels covers any phone camera.
 */
const MAX_INPUT_PIXELS = 50_000_000;

/** Told apart by their first bytes, never by the file name or the type the browser declared. */
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

export interface ProfilePhoto {
  bytes: Uint8Array;
  contentType: 'image/webp';
  extension: 'webp';
}

/**
 * The uploaded file as the photo we keep: a WebP of at most 512 × 512, turned the way its EXIF
 * orientation says, with every piece of metadata (EXIF, GPS position, ICC, XMP) left out.
 * Anything that is not a JPEG, PNG, WebP or GIF, or does not decode, is a 400; a file over 2 MB a 413.
 */
export async function toProfilePhoto(file: Blob): Promise<ProfilePhoto> {
  if (file.size > MAX_PHOTO_BYTES) throw httpError('PHOTO_TOO_LARGE');
  const input = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(input);
  if (!detected || !ACCEPTED_TYPES.has(detected.mime)) throw httpError('PHOTO_NOT_AN_IMAGE');
  try {
    // sharp keeps no metadata unless asked to (`keepMetadata`, `withMetadata`).
    const output = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize(MAX_PHOTO_SIDE, MAX_PHOTO_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    return { bytes: output, contentType: 'image/webp', extension: 'webp' };
  } catch {
    // Right first bytes, broken (or outsized) picture behind them.
    throw httpError('PHOTO_NOT_AN_IMAGE');
  }
}
