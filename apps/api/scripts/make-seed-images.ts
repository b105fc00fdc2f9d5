/**
 * Draws the demo catalogue's course covers and instructor avatars as WebP files in
 * `seed-assets/`, which are committed and served at `/media/`. Run it after adding
 * a course or an instructor to the seed: `npm run seed-images -w @manara/api`.
 */
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { seedAssetsDir } from '../src/paths';
import { MAX_SEED_IMAGE_BYTES, SEED_COURSES, SEED_INSTRUCTORS, avatarFile, coverFile } from '../src/seed/catalogue';
import { avatarSvg } from './seed-images/avatar';
import { coverSvg } from './seed-images/cover';

async function writeWebp(file: string, svg: string, quality: number): Promise<number> {
  const target = path.join(seedAssetsDir, file);
  await mkdir(path.dirname(target), { recursive: true });
  await sharp(Buffer.from(svg)).webp({ quality, effort: 6 }).toFile(target);
  return (await stat(target)).size;
}

/** Files left from courses or instructors that no longer exist. */
async function removeStale(dir: string, keep: ReadonlySet<string>) {
  const folder = path.join(seedAssetsDir, dir);
  const names = await readdir(folder).catch(() => []);
  for (const name of names) {
    const file = `${dir}/${name}`;
    if (!keep.has(file)) await rm(path.join(seedAssetsDir, file));
  }
}

const written = new Map<string, number>();
for (const course of SEED_COURSES) {
  written.set(coverFile(course.slug), await writeWebp(coverFile(course.slug), coverSvg(course), 70));
}
for (const instructor of SEED_INSTRUCTORS) {
  written.set(avatarFile(instructor.key), await writeWebp(avatarFile(instructor.key), avatarSvg(instructor), 75));
}
const files = new Set(written.keys());
await removeStale('covers', files);
await removeStale('avatars', files);

const sizes = [...written.values()];
const largest = Math.max(...sizes);
console.log(
  `Wrote ${written.size} images to seed-assets/: ${(sizes.reduce((a, b) => a + b, 0) / 1024).toFixed(0)} KB in all, ` +
    `largest ${(largest / 1024).toFixed(1)} KB.`,
);
const tooLarge = [...written].filter(([, size]) => size > MAX_SEED_IMAGE_BYTES);
if (tooLarge.length > 0) {
  console.error(`Over ${MAX_SEED_IMAGE_BYTES / 1024} KB: ${tooLarge.map(([file]) => file).join(', ')}`);
  process.exitCode = 1;
}
