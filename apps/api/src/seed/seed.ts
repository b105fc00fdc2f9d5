import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as v from 'valibot';
import { sql } from 'drizzle-orm';
import { titleColumns } from '../search/title-columns';
import type { Database } from '../db/connection';
import { courses, instructors, lessonFiles, lessons, storedFiles } from '../db/schema';
import { seedLessonFilesDir } from '../paths';
import { newFileKey, type FileStorage } from '../uploads/storage';
import { SEED_COURSES, SEED_INSTRUCTORS, SEED_LESSON_FILES, SEED_VIDEO_IDS, avatarFile, coverFile, mediaUrl } from './catalogue';
import { DemoCourseSchema, type DemoCourse } from '@manara/api-client/content';

const ARABIC_LETTER = /[\u0600-\u06FF]/;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Any fixed number; two processes starting on one empty database take turns on it. */
const SEED_LOCK_KEY = 4_217_001;

/**
 * Fills an empty database with the demo catalogue, and, given the file storage, attaches the demo's lesson PDFs.
 * A database that has any course, seeded or not, is left alone, so running this on every start is safe.
 * Returns whether it seeded.
 */
export async function seedIfEmpty(
  db: Database,
  { now = new Date(), extraCourses = [], files }: { now?: Date; extraCourses?: readonly DemoCourse[]; files?: FileStorage } = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [existing] = await tx.select({ id: courses.id }).from(courses).limit(1);
    if (existing) return false;

    // Ids are made here, not by the database, so rows can refer to each other
    // without relying on the order `returning` gives them back.
    const instructorIds = new Map(SEED_INSTRUCTORS.map((instructor) => [instructor.key, randomUUID()]));
    await tx.insert(instructors).values(
      SEED_INSTRUCTORS.map((instructor) => ({
        id: instructorIds.get(instructor.key),
        name: instructor.name,
        profilePicture: mediaUrl(avatarFile(instructor.key)),
      })),
    );

    const courseRows = [...SEED_COURSES, ...extraCourses].map((course) => ({ course, id: randomUUID() }));
    await tx.insert(courses).values(
      courseRows.map(({ course, id }) => {
        const instructorId = instructorIds.get(course.instructor);
        if (!instructorId) throw new Error(`Seed course ${course.slug} names an unknown instructor ${course.instructor}`);
        return {
          id,
          ...titleColumns(course.title),
          description: course.description,
          imageUrl: mediaUrl(coverFile(course.cover ?? course.slug)),
          category: course.category,
          currentPrice: course.currentPrice,
          oldPrice: course.oldPrice ?? 0,
          rating: course.rating,
          reviews: course.reviews,
          status: 'published' as const,
          tagline: course.tagline,
          learningPoints: [...course.learningPoints],
          targetAudience: [...course.targetAudience],
          // The demo courses are written in the language of their title (decision 079).
          language: ARABIC_LETTER.test(course.title) ? ('ar' as const) : ('en' as const),
          instructorId,
          createdAt: new Date(now.getTime() - course.daysAgo * DAY_MS),
        };
      }),
    );

    let videoIndex = 0;
    const nextVideoUrl = () => {
      const id = SEED_VIDEO_IDS[videoIndex++ % SEED_VIDEO_IDS.length];
      return `https://www.youtube.com/watch?v=${id}`;
    };
    const lessonIds = await tx
      .insert(lessons)
      .values(courseRows.flatMap(({ course, id }) => lessonRows(course, id, nextVideoUrl)))
      .returning({ id: lessons.id, courseId: lessons.courseId, position: lessons.position });
    if (files) {
      const courseIds = new Map(courseRows.map(({ course, id }) => [course.slug, id]));
      for (const seeded of SEED_LESSON_FILES) {
        const lesson = lessonIds.find((row) => row.courseId === courseIds.get(seeded.course) && row.position === seeded.lesson);
        if (!lesson) throw new Error(`Seed file ${seeded.file} names no lesson`);
        const bytes = new Uint8Array(await readFile(path.join(seedLessonFilesDir, seeded.file)));
        const key = newFileKey('lesson-files', 'pdf');
        // In the ledger, as every stored file is (decision 053).
        await tx.insert(storedFiles).values({ key });
        await files.put(key, bytes, 'application/pdf');
        await tx.insert(lessonFiles).values({ lessonId: lesson.id, name: seeded.name, key, sizeBytes: bytes.length });
      }
    }
    return true;
  });
}

function lessonRows(course: DemoCourse, courseId: string, nextVideoUrl: () => string) {
  return course.sections
    .flatMap((section) => section.lessons.map(({ title, minutes, seconds }) => ({ title, minutes, seconds, section: section.title })))
    .map(({ title, minutes, seconds, section }, index) => ({
      courseId,
      title,
      videoUrl: nextVideoUrl(),
      durationMinutes: minutes,
      // The demo's lengths count as measured: the minutes the content gives, as seconds (decision 060).
      durationSeconds: seconds ?? (minutes > 0 ? minutes * 60 : null),
      position: index + 1,
      // The first lesson is a free preview; the rest need a subscription.
      isPrivate: index > 0,
      section,
    }));
}

/** The courses of `EXTRA_COURSES_FILE`, checked against the demo catalogue's format (a mistake stops the start). */
export async function readExtraCourses(file: string): Promise<DemoCourse[]> {
  const parsed = v.safeParse(v.array(DemoCourseSchema), JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) throw new Error(`EXTRA_COURSES_FILE ${file}: ${v.summarize(parsed.issues)}`);
  return parsed.output;
}
