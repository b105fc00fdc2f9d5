import type { Context } from 'hono';
import { httpError } from '../http/responses';
import { isMultipartForm, readJsonObject, readMultipartForm } from '../http/validate';
import { reencodeImage } from '../uploads/images';
import { newFileKey, type FileStorage } from '../uploads/storage';

/* A course's picture (docs/product/admin.md#course-image): checked, re-encoded in two sizes, stored. */

/** The largest picture file accepted, before re-encoding: a phone photo or an exported banner. */
export const MAX_COURSE_IMAGE_BYTES = 5 * 1024 * 1024;

/** The course page shows the picture up to 1280 px wide (two of its columns at twice the density); a card up to 640. */
const PAGE_SIZE = { width: 1280, height: 1280 };
const CARD_SIZE = { width: 640, height: 640 };

/** What a picture upload accepts, and the codes of its refusals; an instructor's photo follows them too. */
export const COURSE_IMAGE_RULES = {
  maxBytes: MAX_COURSE_IMAGE_BYTES,
  accepted: new Set(['image/jpeg', 'image/png', 'image/webp']),
  tooLarge: 'COURSE_IMAGE_TOO_LARGE',
  notAnImage: 'COURSE_IMAGE_NOT_AN_IMAGE',
} as const;

/** Where a stored picture lives: its key (`image.public_id`) and its two sizes' URLs. */
export interface StoredCourseImage {
  key: string;
  url: string;
  cardUrl: string;
}

/**
 * The course form as JSON, or as multipart when a new picture was chosen (docs/product/admin.md#course-form).
 * A multipart form's prices arrive as text: a number's text becomes the number, an empty old price is
 * left out, a list (learning points, audience) arrives as its JSON, and anything else stays text for the
 * schema to refuse with its own sentence.
 */
export async function readCourseForm(c: Context): Promise<{ fields: Record<string, unknown>; image?: File }> {
  if (!isMultipartForm(c)) return { fields: await readJsonObject(c) };
  const { image, ...text } = await readMultipartForm(c);
  const { currentPrice, oldPrice, instructor, learningPoints, targetAudience, ...rest } = text;
  const fields: Record<string, unknown> = {
    ...rest,
    ...(learningPoints === undefined ? {} : { learningPoints: listOrText(learningPoints) }),
    ...(targetAudience === undefined ? {} : { targetAudience: listOrText(targetAudience) }),
    ...(currentPrice === undefined ? {} : { currentPrice: numberOrText(currentPrice) }),
    ...(oldPrice === undefined || oldPrice === '' ? {} : { oldPrice: numberOrText(oldPrice) }),
    ...(instructor === undefined || instructor === '' ? {} : { instructor }),
  };
  if (image === undefined || image === '' || (image instanceof File && image.size === 0)) return { fields };
  if (!(image instanceof File)) throw httpError('COURSE_IMAGE_NOT_AN_IMAGE');
  return { fields, image };
}

/** A number's text as the number; anything else as it came, for the schema to refuse. */
const numberOrText = (value: string | File) => (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value);

/** A list's JSON text as the list; anything else as it came, for the schema to refuse. */
function listOrText(value: string | File): unknown {
  if (typeof value !== 'string') return value;
  try {
    const list: unknown = JSON.parse(value);
    return Array.isArray(list) ? list : value;
  } catch {
    return value;
  }
}

/** Re-encodes and stores `file`; on any failure nothing is left behind. */
export async function storeCourseImage(storage: FileStorage, file: File): Promise<StoredCourseImage> {
  const [page, card] = await reencodeImage(file, COURSE_IMAGE_RULES, [PAGE_SIZE, CARD_SIZE]);
  if (!page || !card) throw new Error('The course image was not encoded');
  const key = newFileKey('courses', 'webp').replace(/\.webp$/, '');
  const pageKey = `${key}/page.webp`;
  const cardKey = `${key}/card.webp`;
  try {
    const [url, cardUrl] = await Promise.all([storage.put(pageKey, page.bytes, page.contentType), storage.put(cardKey, card.bytes, card.contentType)]);
    return { key, url, cardUrl };
  } catch (error) {
    await deleteCourseImage(storage, key);
    throw error;
  }
}

/** Removes both sizes of the picture stored under `key`. */
export async function deleteCourseImage(storage: FileStorage, key: string): Promise<void> {
  await Promise.all([storage.delete(`${key}/page.webp`), storage.delete(`${key}/card.webp`)]);
}
