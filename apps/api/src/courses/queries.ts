import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { apiPaths } from '@manara/api-client/api-paths';
import type { Category, CourseInput, LessonSchema } from '@manara/api-client/schemas';
import type * as v from 'valibot';
import type { Database } from '../db/connection';
import { isUuid } from '../http/validate';
import type { CatalogueCache } from './catalogue-cache';
import { courses, instructors, lessonFiles, lessons, subscriptions } from '../db/schema';
import { containsPattern, stemsPattern } from '../search/normalize';

/**
 * Lesson totals are computed in every query rather than stored on the course,
 * so they cannot disagree with the lessons. Correlated subqueries over
 * `lessons(course_id, position)` cost little at a page of courses.
 */
const courseColumns = {
  id: courses.id,
  title: courses.title,
  description: courses.description,
  imageUrl: courses.imageUrl,
  imageCardUrl: courses.imageCardUrl,
  imageKey: courses.imageKey,
  category: courses.category,
  currentPrice: courses.currentPrice,
  oldPrice: courses.oldPrice,
  rating: courses.rating,
  reviews: courses.reviews,
  status: courses.status,
  createdAt: courses.createdAt,
  language: courses.language,
  instructorId: instructors.id,
  instructorName: instructors.name,
  instructorPicture: instructors.profilePicture,
  totalLessons: sql<number>`(select count(*) from ${lessons} where ${lessons.courseId} = ${courses.id})`.mapWith(Number),
  totalMinutes: sql<number>`(select coalesce(sum(${lessons.durationMinutes}), 0) from ${lessons} where ${lessons.courseId} = ${courses.id})`.mapWith(
    Number,
  ),
};

export type CourseRow = Awaited<ReturnType<typeof selectCourses>>[number];
export type LessonRow = Awaited<ReturnType<typeof findLessons>>[number];

/** Lists and search only ever show published courses. */
const published = eq(courses.status, 'published');

/** Who is asking for a course by its id: its status decides whether they may (`openableBy`). */
export interface CourseViewer {
  id: string;
  role: 'user' | 'admin';
  isBlocked: boolean;
}

/**
 * The courses a viewer may open by id (docs/product/admin.md#course-status): everyone the published ones,
 * an admin every one (drafts are built before they are shown), and a learner also an archived course they
 * hold a subscription to, so taking a course off the catalogue takes it from nobody who bought it.
 */
export function openableBy(viewer: CourseViewer | undefined): SQL | undefined {
  if (viewer === undefined) return published;
  if (viewer.role === 'admin' && !viewer.isBlocked) return undefined;
  return or(
    published,
    and(
      eq(courses.status, 'archived'),
      sql`exists (select 1 from ${subscriptions} where ${subscriptions.courseId} = ${courses.id} and ${subscriptions.userId} = ${viewer.id})`,
    ),
  );
}
const newestFirst = [desc(courses.createdAt), desc(courses.id)];

const courseInstructor = eq(courses.instructorId, instructors.id);

function selectCourses(db: Database, where: SQL | undefined) {
  return db.select(courseColumns).from(courses).leftJoin(instructors, courseInstructor).where(where);
}

export interface PageRequest {
  page: number;
  pageSize: number;
}

async function findPage(db: Database, where: SQL | undefined, { page, pageSize }: PageRequest) {
  const [rows, [totals]] = await Promise.all([
    selectCourses(db, where)
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(courses).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export function findCoursesPage(db: Database, { category, ...page }: PageRequest & { category?: Category }) {
  return findPage(db, and(published, category ? eq(courses.category, category) : undefined), page);
}

/**
 * A title matches when its folded form contains the folded text, or its stemmed form has the text's stems from
 * the start of a word (decision 070). Both columns are folded as the patterns are; `\` escapes the user's own
 * wildcards. Each side is answered by its own trigram index.
 */
const titleContains = (text: string) => {
  const contains = sql`${courses.titleSearch} like ${containsPattern(text)} escape '\\'`;
  const stems = stemsPattern(text);
  return stems === undefined ? contains : sql`(${contains} or ${courses.titleStems} like ${stems} escape '\\')`;
};

export function searchCoursesPage(db: Database, { text, ...page }: PageRequest & { text: string }) {
  return findPage(db, and(published, titleContains(text)), page);
}

/** Every course whatever its status, newest first, by title when `text` is given: the admin's list. */
export function findAdminCoursesPage(db: Database, { text, ...page }: PageRequest & { text: string }) {
  return findPage(db, text === '' ? undefined : titleContains(text), page);
}

export function searchCourses(db: Database, { text, limit }: { text: string; limit: number }) {
  return selectCourses(db, and(published, titleContains(text)))
    .orderBy(...newestFirst)
    .limit(limit);
}

/** A course in any status (an admin's view). */
export async function findCourseAnyStatus(db: Pick<Database, 'select'>, id: string): Promise<CourseRow | undefined> {
  const [row] = await db.select(courseColumns).from(courses).leftJoin(instructors, courseInstructor).where(eq(courses.id, id));
  return row;
}

/** The course `id` if `viewer` may open it; with no viewer, only a published one (what can be bought). */
export async function findCourse(db: Database, id: string, viewer?: CourseViewer): Promise<CourseRow | undefined> {
  const [row] = await selectCourses(db, and(openableBy(viewer), eq(courses.id, id)));
  return row;
}

/** What only the landing page shows; lists leave it out. */
const landingColumns = {
  tagline: courses.tagline,
  learningPoints: courses.learningPoints,
  targetAudience: courses.targetAudience,
  /** The PDFs attached to the course's lessons, counted like the lessons (decision 082). */
  pdfCount: sql<number>`(select count(*) from ${lessonFiles} inner join ${lessons} on ${lessons.id} = ${lessonFiles.lessonId} where ${lessons.courseId} = ${courses.id})`.mapWith(
    Number,
  ),
  instructorTitle: instructors.title,
  instructorBio: instructors.bio,
};

export type CourseDetailRow = NonNullable<Awaited<ReturnType<typeof findCourseDetail>>>;

/** One course `viewer` may open, with its landing page content. */
export async function findCourseDetail(db: Database, id: string, viewer: CourseViewer | undefined) {
  const [row] = await db
    .select({ ...courseColumns, ...landingColumns })
    .from(courses)
    .leftJoin(instructors, courseInstructor)
    .where(and(openableBy(viewer), eq(courses.id, id)));
  return row;
}

/** A course's status by its id, whoever asks; undefined for no such course. */
export async function findCourseStatus(db: Database, id: string) {
  const [row] = await db.select({ status: courses.status }).from(courses).where(eq(courses.id, id));
  return row?.status;
}

export function findCoursesByIds(db: Database, ids: readonly string[], viewer: CourseViewer | undefined) {
  if (ids.length === 0) return Promise.resolve([]);
  return selectCourses(db, and(openableBy(viewer), inArray(courses.id, [...ids])));
}

export function findLessons(db: Database, courseId: string) {
  return db
    .select({
      id: lessons.id,
      title: lessons.title,
      description: lessons.description,
      videoUrl: lessons.videoUrl,
      durationMinutes: lessons.durationMinutes,
      position: lessons.position,
      isPrivate: lessons.isPrivate,
      section: lessons.section,
      durationSeconds: lessons.durationSeconds,
      lengthFlaggedAt: lessons.lengthFlaggedAt,
    })
    .from(lessons)
    .where(eq(lessons.courseId, courseId))
    .orderBy(asc(lessons.position), asc(lessons.id));
}

type LessonInput = v.InferInput<typeof LessonSchema>;

export type LessonFileRow = typeof lessonFiles.$inferSelect;

/** The PDFs of a course's lessons, each lesson's in the order they were attached. */
export function findCourseLessonFiles(db: Database, courseId: string): Promise<LessonFileRow[]> {
  return db
    .select({ file: lessonFiles })
    .from(lessonFiles)
    .innerJoin(lessons, eq(lessons.id, lessonFiles.lessonId))
    .where(eq(lessons.courseId, courseId))
    .orderBy(asc(lessonFiles.createdAt), asc(lessonFiles.id))
    .then((rows) => rows.map(({ file }) => file));
}

export type { CatalogueCache };

/**
 * A published course with its lessons and their PDFs, the same for every reader, so kept in the catalogue in
 * memory (decision 099); undefined for a course that is not published.
 */
export async function publishedCourseLessons(db: Database, catalogue: CatalogueCache, courseId: string) {
  const entry = await catalogue.get(`lessons:${courseId}`, async () => {
    const course = isUuid(courseId) ? await findCourse(db, courseId) : undefined;
    return course && { course, lessons: await findLessons(db, course.id), files: await findCourseLessonFiles(db, course.id) };
  });
  return entry.value;
}

/** A lesson's PDF as the contract sends it: its address is the download route, never the storage's. */
export const toLessonFile = (row: LessonFileRow) => ({ _id: row.id, name: row.name, size: row.sizeBytes, url: apiPaths.lessonFile(row.lessonId, row.id) });

/** A course row in the contract's shape; `isSubscribed` is about the signed-in user, false for a visitor. */
export function toCourse(row: CourseRow, isSubscribed = false): CourseInput {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    ...(row.imageUrl
      ? { image: { url: row.imageUrl, ...(row.imageKey ? { public_id: row.imageKey } : {}), ...(row.imageCardUrl ? { cardUrl: row.imageCardUrl } : {}) } }
      : {}),
    category: row.category,
    currentPrice: row.currentPrice,
    oldPrice: row.oldPrice,
    ...(row.instructorId !== null && row.instructorName
      ? {
          instructor: {
            _id: row.instructorId,
            name: row.instructorName,
            ...(row.instructorPicture ? { profilePicture: row.instructorPicture } : {}),
          },
        }
      : {}),
    totalLessons: row.totalLessons,
    totalDuration: row.totalMinutes,
    reviews: row.reviews,
    rating: row.rating,
    createdAt: row.createdAt.toISOString(),
    isSubscribed,
    status: row.status,
    language: row.language,
  };
}

/**
 * A lesson in the contract's shape. A private lesson's video leaves the server only for those who may
 * watch it (subscribers and admins, never blocked users).
 */
export function toLesson(
  row: LessonRow,
  { withPrivateVideos, forAdmin = false, files }: { withPrivateVideos: boolean; forAdmin?: boolean; files?: readonly LessonFileRow[] },
): LessonInput {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    ...(row.isPrivate && !withPrivateVideos ? {} : { videoUrl: row.videoUrl }),
    duration: row.durationMinutes,
    order: row.position,
    isPrivate: row.isPrivate,
    ...(row.section ? { section: row.section } : {}),
    // What the lesson manager needs to measure lengths (decision 060); nobody else reads it.
    ...(forAdmin ? { durationSeconds: row.durationSeconds, lengthFlagged: row.lengthFlaggedAt !== null } : {}),
    // Given only to those who may watch the private lessons (decision 082).
    ...(files && withPrivateVideos ? { files: files.filter((file) => file.lessonId === row.id).map(toLessonFile) } : {}),
  };
}
