import {
  type CertificateResponseSchema,
  type CompletedCoursesResponseSchema,
  CompleteLessonBodySchema,
  CompletionBodySchema,
  ProgressReportBodySchema,
  type CompletedLessonIdsResponseSchema,
  type CompletedLessonsResponseSchema,
  type CompleteLessonResponseSchema,
  type CompletionResponseSchema,
  type CompletionStatusResponseSchema,
  type CourseProgressResponseSchema,
  type LessonsResponseSchema,
  type ProgressReportResponseSchema,
} from '@manara/api-client/schemas';
import { Hono, type Context } from 'hono';
import { findCourseLessonFiles, findLessons, publishedCourseLessons, toLesson, type CatalogueCache } from '../courses/queries';
import type { FileStorage } from '../uploads/storage';
import { attachment } from '../http/content-disposition';
import type { SessionDeps } from '../auth/session-deps';
import type { Database } from '../db/connection';
import { httpError, type ResponseBody, success } from '../http/responses';
import { parseRequest, readJsonObject } from '../http/validate';
import { requireUser, sessionOf, type Session, type SessionEnv } from '../auth/require-user';
import { certificateOf, certificatesOf } from './certificates';
import {
  completedLessons,
  courseOrNotFound,
  courseProgress,
  lessonFileOf,
  lessonOf,
  recordProgress,
  requireLearner,
} from './lessons';
import { completionStatus } from './completion';
import { mayWatchPrivateVideos, toCertificate } from './queries';
import { toCompletedCourse, toCompletion, toProgress } from './to-response';

/** The learner's completed lesson `lessonId` of `courseId`, or a 409 when it was not really watched. */
async function completedLesson(db: Database, session: Session, { lessonId, courseId }: { lessonId: string; courseId: string }) {
  const { user } = session;
  await requireLearner(db, session, courseId);
  const lesson = await lessonOf(db, { lessonId, courseId });
  const row = (await completedLessons(db, { userId: user.id, courseId })).find((progress) => progress.lessonId === lesson.id);
  if (!row) throw httpError('LESSON_NOT_WATCHED');
  return row;
}

/**
 * A course's lessons, in order: public (a visitor sees the previews' videos), a private lesson's video only
 * for those who may watch it, a blocked learner refused. Served at `/api/lessons/courses/{id}/lessons` and,
 * as the admin's lesson manager reads it after a deletion, at `/api/courses/{id}/lessons`.
 *
 * A published course's lessons and their PDFs are the same for everyone, so they come from the catalogue in
 * memory (decision 099); who may watch the private videos is decided on every request. An admin, and a
 * subscriber to an archived course, read them from the database.
 */
export function courseLessonsHandler(deps: SessionDeps & { catalogue: CatalogueCache }) {
  const { db, catalogue } = deps;
  return async (c: Context) => {
    const session = await sessionOf(deps, c);
    const user = session?.user;
    const courseId = c.req.param('id') ?? '';
    const kept = user?.role === 'admin' ? undefined : await publishedCourseLessons(db, catalogue, courseId);
    const course = kept?.course ?? (await courseOrNotFound(db, courseId, user));
    // The player shows a blocked learner the blocked notice, not the lessons.
    if (user?.isBlocked) throw httpError('ACCOUNT_BLOCKED');
    // The reader's subscriptions come with their account, in memory.
    const withPrivateVideos = mayWatchPrivateVideos(user, { subscribed: session?.courseIds.has(course.id) ?? false });
    // A lesson's PDFs go with its private video: to subscribers and admins only (decision 082).
    const files = withPrivateVideos ? (kept?.files ?? (await findCourseLessonFiles(db, course.id))) : [];
    const body: ResponseBody<typeof LessonsResponseSchema> = success({
      lessons: (kept?.lessons ?? (await findLessons(db, course.id))).map((lesson) => toLesson(lesson, { withPrivateVideos, forAdmin: user?.role === 'admin', files })),
    });
    return c.json(body);
  };
}

/**
 * `/api/lessons/...`: a course's lessons (public; a private lesson's video only for those who may watch
 * it), and a learner's progress and completions (docs/product/learning.md).
 */
export function lessonRoutes(deps: SessionDeps & { catalogue: CatalogueCache; users: { now: () => Date; photoStorage: FileStorage } }) {
  const { db } = deps;
  const signedIn = requireUser(deps);

  return new Hono<SessionEnv>()
    .get('/courses/:id/lessons', courseLessonsHandler(deps))

    .get('/courses/:id/progress', signedIn, async (c) => {
      const courseId = c.req.param('id');
      await requireLearner(db, c.var.session, courseId);
      const rows = await courseProgress(db, { userId: c.var.user.id, courseId });
      const body: ResponseBody<typeof CourseProgressResponseSchema> = success({
        lastLessonId: rows[0]?.lessonId ?? null,
        lessons: rows.map(toProgress),
      });
      return c.json(body);
    })

    .get('/courses/:id/completed', signedIn, async (c) => {
      const courseId = c.req.param('id');
      await requireLearner(db, c.var.session, courseId);
      const body: ResponseBody<typeof CompletedLessonIdsResponseSchema> = success({
        completedLessons: (await completedLessons(db, { userId: c.var.user.id, courseId })).map((row) => row.lessonId),
      });
      return c.json(body);
    })

    .post('/:id/progress', signedIn, async (c) => {
      const report = parseRequest(ProgressReportBodySchema, await readJsonObject(c));
      // A published course and its lessons are in memory (decision 099): a report asks the database only to count it.
      const kept = await publishedCourseLessons(db, deps.catalogue, report.courseId);
      const course = await requireLearner(db, c.var.session, report.courseId, kept?.course);
      const lessonId = c.req.param('id');
      const lesson = kept ? kept.lessons.find((row) => row.id === lessonId) : await lessonOf(db, { lessonId, courseId: course.id });
      if (!lesson) throw httpError('LESSON_NOT_FOUND');
      const saved = await recordProgress(db, { user: c.var.user, course, lesson, report, now: deps.users.now() });
      const body: ResponseBody<typeof ProgressReportResponseSchema> = success({ progress: toProgress(saved) });
      return c.json(body);
    })

    // A lesson's PDF, for those who may watch the course's private lessons; the address alone opens nothing (decision 082).
    .get('/:id/files/:fileId', signedIn, async (c) => {
      const file = await lessonFileOf(db, { lessonId: c.req.param('id'), fileId: c.req.param('fileId') });
      const course = await courseOrNotFound(db, file.courseId, c.var.user);
      if (c.var.user.isBlocked) throw httpError('ACCOUNT_BLOCKED');
      if (!mayWatchPrivateVideos(c.var.user, { subscribed: c.var.session.courseIds.has(course.id) })) throw httpError('NOT_SUBSCRIBED');
      const bytes = await deps.users.photoStorage.get(file.key);
      if (!bytes) throw httpError('LESSON_FILE_NOT_FOUND');
      return c.body(bytes, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': attachment(`${file.name}.pdf`),
        'X-Content-Type-Options': 'nosniff',
        // The learner's own copy; no shared cache keeps what a subscription pays for.
        'Cache-Control': 'private, no-store',
      });
    })

    .post('/:id/complete', signedIn, async (c) => {
      const { courseId } = parseRequest(CompleteLessonBodySchema, await readJsonObject(c));
      const row = await completedLesson(db, c.var.session, { lessonId: c.req.param('id'), courseId });
      const body: ResponseBody<typeof CompleteLessonResponseSchema> = success({ lessonId: row.lessonId });
      return c.json(body);
    });
}

/** `/api/completion/...`: the product's completion calls, answered from the progress counted. */
export function completionRoutes(deps: SessionDeps) {
  const { db } = deps;
  const signedIn = requireUser(deps);

  return new Hono<SessionEnv>()
    .use(signedIn)
    .post('/lessons/complete', async (c) => {
      const { lessonId, courseId } = parseRequest(CompletionBodySchema, await readJsonObject(c));
      const row = await completedLesson(db, c.var.session, { lessonId, courseId });
      const body: ResponseBody<typeof CompletionResponseSchema> = success({ completion: toCompletion(row) });
      return c.json(body);
    })

    .get('/courses/:id/completed-lessons', async (c) => {
      const courseId = c.req.param('id');
      await requireLearner(db, c.var.session, courseId);
      const rows = await completedLessons(db, { userId: c.var.user.id, courseId });
      const body: ResponseBody<typeof CompletedLessonsResponseSchema> = success({
        completedLessons: rows.map((row) => row.lessonId),
        completions: rows.map(toCompletion),
      });
      return c.json(body);
    })

    .get('/completed-courses', async (c) => {
      const body: ResponseBody<typeof CompletedCoursesResponseSchema> = success({
        completedCourses: (await certificatesOf(db, c.var.user.id)).map(toCompletedCourse),
      });
      return c.json(body);
    })

    .get('/courses/:id/certificate', async (c) => {
      const course = await courseOrNotFound(db, c.req.param('id'), c.var.user);
      const certificate = await certificateOf(db, { userId: c.var.user.id, courseId: course.id });
      if (!certificate) throw httpError('CERTIFICATE_NOT_FOUND');
      const body: ResponseBody<typeof CertificateResponseSchema> = success({ certificate: toCertificate(certificate) });
      return c.json(body);
    })

    .get('/courses/:id/completion-status', async (c) => {
      const courseId = c.req.param('id');
      await requireLearner(db, c.var.session, courseId);
      const body: ResponseBody<typeof CompletionStatusResponseSchema> = success(await completionStatus(db, { userId: c.var.user.id, courseId }));
      return c.json(body);
    });
}
