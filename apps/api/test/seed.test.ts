import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq, isNull, like, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { titleColumns } from '../src/search/title-columns';
import type { Database } from '../src/db/connection';
import { certificates, courses, instructors, lessonProgress, lessons, payments, subscriptions, users } from '../src/db/schema';
import { HISTORY_DAYS, HISTORY_LEARNERS, seedDemoHistory } from '../src/seed/history';
import { DEMO_ACCOUNTS, seedDemoAccountsIfEmpty } from '../src/seed/accounts';
import { SEED_COURSES, SEED_INSTRUCTORS } from '../src/seed/catalogue';
import { readExtraCourses, seedIfEmpty } from '../src/seed/seed';

const repositoryRoot = path.resolve(import.meta.dirname, '../../..');
import { testDrivers, useEmptyDatabase } from './support/drivers';

const YOUTUBE_WATCH_URL = /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/;
const seedLessonCount = SEED_COURSES.reduce(
  (sum, course) => sum + course.sections.reduce((inSections, section) => inSections + section.lessons.length, 0),
  0,
);

async function counts(db: Database) {
  const [[courseRows], [lessonRows], [instructorRows]] = await Promise.all([
    db.select({ n: count() }).from(courses),
    db.select({ n: count() }).from(lessons),
    db.select({ n: count() }).from(instructors),
  ]);
  return { courses: courseRows?.n, lessons: lessonRows?.n, instructors: instructorRows?.n };
}

describe.each(testDrivers({ alsoEmbedded: true }))('seeding on $name', (driver) => {
  const connection = useEmptyDatabase(driver);

  it('fills an empty database with the whole catalogue', async () => {
    expect(await seedIfEmpty(connection.db)).toBe(true);
    expect(await counts(connection.db)).toEqual({
      courses: SEED_COURSES.length,
      lessons: seedLessonCount,
      instructors: SEED_INSTRUCTORS.length,
    });
  });

  it('does nothing the second time, even after migrating again', async () => {
    await connection.migrate();
    expect(await seedIfEmpty(connection.db)).toBe(false);
    expect((await counts(connection.db)).courses).toBe(SEED_COURSES.length);
  });

  it('makes the first lesson of each course public with a YouTube link, and the rest private', async () => {
    const rows = await connection.db
      .select({ courseId: lessons.courseId, position: lessons.position, isPrivate: lessons.isPrivate, videoUrl: lessons.videoUrl })
      .from(lessons);
    for (const row of rows) {
      expect(row.videoUrl).toMatch(YOUTUBE_WATCH_URL);
      expect(row.isPrivate).toBe(row.position !== 1);
    }
    expect(rows.filter((row) => !row.isPrivate)).toHaveLength(SEED_COURSES.length);
  });

  it("gives every lesson a measured length: the content's minutes as seconds", async () => {
    const rows = await connection.db.select({ minutes: lessons.durationMinutes, seconds: lessons.durationSeconds }).from(lessons);
    expect(rows).toHaveLength(seedLessonCount);
    for (const row of rows) expect(row.seconds).toBe(row.minutes * 60);
  });
});

describe.each(testDrivers({ alsoEmbedded: true }))('seeding more courses from EXTRA_COURSES_FILE, on $name', (driver) => {
  const connection = useEmptyDatabase(driver);
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'manara-extra-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('adds the end-to-end course of three lessons of no stored minutes but measured 10 s, under a borrowed cover', async () => {
    const extraCourses = await readExtraCourses(path.join(repositoryRoot, 'e2e/fixtures/short-course.json'));
    expect(await seedIfEmpty(connection.db, { extraCourses })).toBe(true);
    expect((await counts(connection.db)).courses).toBe(SEED_COURSES.length + 1);
    const [course] = await connection.db.select({ id: courses.id, imageUrl: courses.imageUrl }).from(courses).where(eq(courses.title, 'Three Short Lessons'));
    expect(course?.imageUrl).toBe('/media/covers/cv-and-cover-letter-clinic.webp');
    const rows = await connection.db.select({ minutes: lessons.durationMinutes, seconds: lessons.durationSeconds }).from(lessons).where(eq(lessons.courseId, course?.id ?? ''));
    expect(rows).toEqual([0, 0, 0].map((minutes) => ({ minutes, seconds: 10 })));
  });

  it('refuses a file that is not in the catalogue\'s format, saying where', async () => {
    const file = path.join(dir, 'broken.json');
    await writeFile(file, JSON.stringify([{ slug: 'Not A Slug' }]));
    await expect(readExtraCourses(file)).rejects.toThrow(/EXTRA_COURSES_FILE .*broken\.json/);
  });
});

describe.each(testDrivers({ alsoEmbedded: true }))('seeding a database that already has courses, on $name', (driver) => {
  const connection = useEmptyDatabase(driver);

  beforeAll(async () => {
    await connection.db.insert(courses).values({ ...titleColumns('A course an admin made'), category: 'Manara' });
  });

  it('leaves it alone', async () => {
    expect(await seedIfEmpty(connection.db)).toBe(false);
    expect(await counts(connection.db)).toEqual({ courses: 1, lessons: 0, instructors: 0 });
  });
});

describe.each(testDrivers({ alsoEmbedded: true }))('seeding the demo accounts on $name', (driver) => {
  const connection = useEmptyDatabase(driver);

  it('adds a verified admin, a verified learner and a blocked learner to a database without accounts, once', async () => {
    const now = new Date('2026-11-01T09:00:00Z');
    expect(await seedDemoAccountsIfEmpty(connection.db, { now })).toEqual(DEMO_ACCOUNTS);
    const rows = await connection.db.select().from(users);
    expect(rows.map(({ email, role, isBlocked, blockReason, blockedAt }) => ({ email, role, isBlocked, blockReason, blockedAt }))).toEqual([
      { email: 'admin@manara.local', role: 'admin', isBlocked: false, blockReason: null, blockedAt: null },
      { email: 'learner@manara.local', role: 'user', isBlocked: false, blockReason: null, blockedAt: null },
      { email: 'blocked@manara.local', role: 'user', isBlocked: true, blockReason: 'Sharing paid course videos outside Manara.', blockedAt: now },
    ]);
    for (const row of rows) {
      expect(row.emailVerifiedAt).toEqual(now);
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    }
    expect(await seedDemoAccountsIfEmpty(connection.db)).toEqual([]);
    expect(await connection.db.select().from(users)).toHaveLength(3);
  });

  it('adds 300 learners over the last 90 days, whose purchases are what the money records and reports add up to', async () => {
    const now = new Date('2026-11-20T10:00:00Z');
    await seedIfEmpty(connection.db, { now });
    const summary = await seedDemoHistory(connection.db, { now });
    expect(summary.learners).toBe(HISTORY_LEARNERS);
    const learners = await connection.db.select({ createdAt: users.createdAt }).from(users).where(like(users.email, '%@example.com'));
    expect(learners).toHaveLength(HISTORY_LEARNERS);
    for (const { createdAt } of learners) {
      expect(createdAt.getTime()).toBeGreaterThanOrEqual(now.getTime() - HISTORY_DAYS * 24 * 60 * 60 * 1000);
      expect(createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    const [[paid], [subs], [certs]] = await Promise.all([
      connection.db.select({ n: count(), piasters: sum(payments.amountPiasters) }).from(payments).where(eq(payments.status, 'paid')),
      connection.db.select({ n: count() }).from(subscriptions),
      connection.db.select({ n: count() }).from(certificates),
    ]);
    expect({ payments: paid?.n, subscriptions: subs?.n, certificates: certs?.n }).toEqual({
      payments: summary.payments,
      subscriptions: summary.subscriptions,
      certificates: summary.certificates,
    });
    // Each payment is the course's price, and bought exactly one subscription.
    const pairs = await connection.db
      .select({ amount: payments.amountPiasters, price: courses.currentPrice, subscription: subscriptions.id })
      .from(payments)
      .innerJoin(courses, eq(courses.id, payments.courseId))
      .leftJoin(subscriptions, eq(subscriptions.paymentId, payments.id));
    expect(pairs.every((pair) => pair.amount === Math.round(pair.price * 100) && pair.subscription !== null)).toBe(true);
    expect(summary.payments).toBeGreaterThan(150);
    expect(summary.certificates).toBeGreaterThan(10);
    // Every certificate stands on every lesson of its course completed.
    const [{ missing } = { missing: -1 }] = await connection.db
      .select({ missing: count() })
      .from(certificates)
      .innerJoin(lessons, eq(lessons.courseId, certificates.courseId))
      .leftJoin(lessonProgress, and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.userId, certificates.userId)))
      .where(isNull(lessonProgress.completedAt));
    expect(missing).toBe(0);
  });
});
