import { DEMO_COURSES, DEMO_INSTRUCTORS } from '@manara/api-client/content';

/** The demo catalogue's courses and instructors: data files in the contract package (`src/content/`). */
export const SEED_COURSES = DEMO_COURSES;
export const SEED_INSTRUCTORS = DEMO_INSTRUCTORS;

/**
 * Public talks on learning, speaking and careers, used as stand-in lesson videos
 * until instructors upload their own.
 */
export const SEED_VIDEO_IDS = [
  'UF8uR6Z6KLc',
  'qp0HIF3SfI4',
  'arj7oStGLkU',
  'eIho2S0ZahI',
  'Unzc731iCUY',
  '5MgBikgcWnY',
  'H14bBuluwB8',
  'Ks-_Mh1QhMc',
  'iCvmsMzlF7o',
  'D9Ihs241zeg',
] as const;

/** Cards load many covers at once; each shipped image must stay small. */
export const MAX_SEED_IMAGE_BYTES = 40 * 1024;

/** Files under `seed-assets/`, served at `/media/`. */
export const coverFile = (slug: string) => `covers/${slug}.webp`;
export const avatarFile = (key: string) => `avatars/${key}.webp`;
export const mediaUrl = (file: string) => `/media/${file}`;
