import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seedAssetsDir, seedLessonFilesDir } from '../paths';
import { MAX_SEED_IMAGE_BYTES, SEED_COURSES, SEED_INSTRUCTORS, SEED_LESSON_FILES, SEED_VIDEO_IDS, avatarFile, coverFile } from './catalogue';

const ARABIC_LETTER = /[\u0600-\u06FF]/;

describe('the seed catalogue', () => {
  it('has at least 30 courses in both categories', () => {
    expect(SEED_COURSES.length).toBeGreaterThanOrEqual(30);
    expect(SEED_COURSES.some((course) => course.category === 'Featured')).toBe(true);
    expect(SEED_COURSES.some((course) => course.category === 'Manara')).toBe(true);
  });

  it('has free and paid courses, several with an old price above the current one', () => {
    expect(SEED_COURSES.some((course) => course.currentPrice === 0)).toBe(true);
    expect(SEED_COURSES.some((course) => course.currentPrice > 0)).toBe(true);
    const discounted = SEED_COURSES.filter((course) => (course.oldPrice ?? 0) > course.currentPrice);
    expect(discounted.length).toBeGreaterThanOrEqual(3);
  });

  it('is about one third Arabic, title and description alike', () => {
    const arabic = SEED_COURSES.filter((course) => ARABIC_LETTER.test(course.title));
    expect(arabic.length / SEED_COURSES.length).toBeGreaterThanOrEqual(0.3);
    expect(arabic.length / SEED_COURSES.length).toBeLessThanOrEqual(0.4);
    expect(arabic.every((course) => ARABIC_LETTER.test(course.description))).toBe(true);
  });

  it('ships each demo PDF as a small one-page PDF attached to a lesson that exists', async () => {
    for (const seeded of SEED_LESSON_FILES) {
      const course = SEED_COURSES.find((candidate) => candidate.slug === seeded.course);
      expect(course?.sections.flatMap((section) => section.lessons).length, seeded.file).toBeGreaterThanOrEqual(seeded.lesson);
      const bytes = await readFile(path.join(seedLessonFilesDir, seeded.file));
      expect(bytes.subarray(0, 5).toString('latin1'), seeded.file).toBe('%PDF-');
      expect(bytes.length, seeded.file).toBeLessThan(8 * 1024);
      expect(bytes.toString('latin1'), seeded.file).toContain('/Count 1');
    }
  });

  it('has several courses from the last week and distinct ages, so "newest first" is well defined', () => {
    expect(SEED_COURSES.filter((course) => course.daysAgo < 7).length).toBeGreaterThanOrEqual(3);
    expect(new Set(SEED_COURSES.map((course) => course.daysAgo)).size).toBe(SEED_COURSES.length);
  });

  it('has Build Your Global Profile as the featured course: rated 5 from 50 reviews, 30 videos, and no quiz claimed', () => {
    const course = SEED_COURSES.find((candidate) => candidate.title === 'Build Your Global Profile');
    expect(course).toMatchObject({ category: 'Featured', currentPrice: 1200, rating: 5, reviews: 50 });
    expect(course?.description).not.toMatch(/quiz/i);
    expect(course?.sections.flatMap((section) => section.lessons)).toHaveLength(30);
    expect(course?.learningPoints).toHaveLength(6);
    expect(course?.targetAudience).toHaveLength(4);
  });

  it('gives every course landing copy in its own language and non-negative quiz and PDF counts', () => {
    for (const course of SEED_COURSES) {
      const arabic = ARABIC_LETTER.test(course.title);
      const copy = [course.tagline, ...course.learningPoints, ...course.targetAudience];
      expect(course.tagline.trim(), course.slug).not.toBe('');
      expect(course.learningPoints.length, course.slug).toBeGreaterThanOrEqual(3);
      expect(course.learningPoints.length, course.slug).toBeLessThanOrEqual(6);
      expect(course.targetAudience.length, course.slug).toBeGreaterThanOrEqual(2);
      expect(course.targetAudience.length, course.slug).toBeLessThanOrEqual(4);
      for (const text of copy) expect(ARABIC_LETTER.test(text), `${course.slug}: ${text}`).toBe(arabic);
    }
  });

  it('gives every course lessons, a known instructor, and a rating from 1 to 5', () => {
    const instructors = new Set(SEED_INSTRUCTORS.map((instructor) => instructor.key));
    for (const course of SEED_COURSES) {
      expect(course.sections.flatMap((section) => section.lessons).length, course.slug).toBeGreaterThan(0);
      expect(instructors.has(course.instructor), course.slug).toBe(true);
      expect(course.rating).toBeGreaterThanOrEqual(1);
      expect(course.rating).toBeLessThanOrEqual(5);
    }
  });

  it('uses unique slugs and titles', () => {
    expect(new Set(SEED_COURSES.map((course) => course.slug)).size).toBe(SEED_COURSES.length);
    expect(new Set(SEED_COURSES.map((course) => course.title)).size).toBe(SEED_COURSES.length);
  });

  it('uses YouTube video ids of 11 characters', () => {
    for (const id of SEED_VIDEO_IDS) expect(id).toMatch(/^[\w-]{11}$/);
  });
});

describe('the shipped seed images', () => {
  const covers = SEED_COURSES.map((course) => coverFile(course.slug));
  const avatars = SEED_INSTRUCTORS.map((instructor) => avatarFile(instructor.key));

  it.each([...covers, ...avatars])('%s exists and is well under 40 KB', (file) => {
    const fullPath = path.join(seedAssetsDir, file);
    expect(existsSync(fullPath)).toBe(true);
    expect(statSync(fullPath).size).toBeLessThan(MAX_SEED_IMAGE_BYTES);
  });

  it.each(covers)('%s is a 640×360 WebP', async (file) => {
    const metadata = await sharp(path.join(seedAssetsDir, file)).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 640, height: 360 });
  });
});
