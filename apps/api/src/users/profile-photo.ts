import { reencodeImage, type EncodedImage } from '../uploads/images';

/** The largest photo file accepted, before re-encoding. */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;

export type ProfilePhoto = EncodedImage;

/**
 * The uploaded file as the photo we keep: a WebP of at most 512 × 512 (photos are shown as avatars;
 * nothing needs more) without metadata. Anything that is not a JPEG, PNG, WebP or GIF, or does not decode,
 * is a 400; a file over 2 MB a 413.
 */
export async function toProfilePhoto(file: Blob): Promise<ProfilePhoto> {
  const [photo] = await reencodeImage(
    file,
    { maxBytes: MAX_PHOTO_BYTES, accepted: new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']), tooLarge: 'PHOTO_TOO_LARGE', notAnImage: 'PHOTO_NOT_AN_IMAGE' },
    [{ width: 512, height: 512 }],
  );
  if (!photo) throw new Error('No photo was encoded');
  return photo;
}
