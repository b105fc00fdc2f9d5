import {
  CourseSearchQuerySchema,
  CoursesByIdsBodySchema,
  CoursesQuerySchema,
  type CourseDetailResponseSchema,
  type CourseListResponseSchema,
  type CoursesByIdsResponseSchema,
  type CoursesPageResponseSchema,
} from '@manara/api-client/schemas';
import { Hono, type Context } from 'hono';
import { carriesSession, sessionOf, type SessionEnv } from '../auth/require-user';
import type { SessionDeps } from '../auth/session-deps';
import type { CatalogueCache } from './catalogue-cache';
import { httpError, type ResponseBody, success } from '../http/responses';
import { isUuid, parseRequest, readJsonObject } from '../http/validate';
import { mayWatchPrivateVideos } from '../lessons/queries';
import { COURSE_PAGE_SIZE, paginate } from '../http/pagination';
import {
  findCourseDetail,
  findCoursesByIds,
  findCoursesPage,
  findLessons,
  searchCourses,
  searchCoursesPage,
  toCourse,
  toLesson,
  type CourseRow,
} from './queries';
import { toCourseDetail } from './to-response';
import { visitorAnswer } from './visitor-answer';

/** The quick search (`searchTerm`) is a suggestion list, not a listing: it stops here. */
export const QUICK_SEARCH_LIMIT = 20;

const courseNotFound = () => httpError('COURSE_NOT_FOUND');

/** One page of the listing or of a title search. */
function coursesPage(page: number, { rows, total }: { rows: CourseRow[]; total: number }, subscribed: ReadonlySet<string>) {
  const body: ResponseBody<typeof CoursesPageResponseSchema> = success({
    courses: rows.map((row) => toCourse(row, subscribed.has(row.id))),
    pagination: paginate({ page, pageSize: COURSE_PAGE_SIZE, total }),
  });
  return body;
}

const NOTHING: ReadonlySet<string> = new Set();

/** What the course routes use of the API's dependencies. */
export interface CourseDeps extends SessionDeps {
  catalogue: CatalogueCache;
}

/**
 * `/api/courses/...`, read-only and public. A signed-in reader (an optional bearer token; a bad one
 * reads as a visitor) also learns which courses they are subscribed to. The courses come from the catalogue
 * cache (decision 051); which of them the reader holds comes with their account, emptied by every change to it
 * (decision 099).
 */
export function courseRoutes(deps: CourseDeps) {
  const { db, catalogue } = deps;
  /** The reader's subscribed course ids, from their account (decision 099); none for a visitor. */
  const subscribedIds = async (c: Context): Promise<ReadonlySet<string>> => (await sessionOf(deps, c))?.courseIds ?? NOTHING;
  /** Without a token the answer is everyone's: it comes whole from the cache. */
  const isVisitor = (c: Context) => !carriesSession(c);

  /** A page of courses from the cache, and for a signed-in reader their subscriptions marked. */
  const pageAnswer = async (c: Context, key: string, page: number, load: () => Promise<{ rows: CourseRow[]; total: number }>) => {
    const entry = await catalogue.get(key, load);
    if (isVisitor(c)) return visitorAnswer(c, entry, (found) => coursesPage(page, found, NOTHING));
    return c.json(coursesPage(page, entry.value, await subscribedIds(c)));
  };

  return (
    new Hono<SessionEnv>()
      .get('/', async (c) => {
        const { page, category } = parseRequest(CoursesQuerySchema, c.req.query());
        return pageAnswer(c, `list:${category ?? ''}:${page}`, page, () => findCoursesPage(db, { page, pageSize: COURSE_PAGE_SIZE, category }));
      })
      // Registered before `/:id`, which would otherwise take "search" for an id.
      .get('/search', async (c) => {
        const query = parseRequest(CourseSearchQuerySchema, c.req.query());
        if ('searchTerm' in query) {
          const text = query.searchTerm;
          const entry = await catalogue.get(`term:${text}`, () => searchCourses(db, { text, limit: QUICK_SEARCH_LIMIT }));
          const list = (rows: CourseRow[], subscribed: ReadonlySet<string>) => {
            const body: ResponseBody<typeof CourseListResponseSchema> = success(rows.map((row) => toCourse(row, subscribed.has(row.id))));
            return body;
          };
          if (isVisitor(c)) return visitorAnswer(c, entry, (rows) => list(rows, NOTHING));
          return c.json(list(entry.value, await subscribedIds(c)));
        }
        const { page, title } = query;
        return pageAnswer(c, `search:${page}:${title}`, page, () => searchCoursesPage(db, { text: title, page, pageSize: COURSE_PAGE_SIZE }));
      })
      .post('/by-ids', async (c) => {
        const { ids } = parseRequest(CoursesByIdsBodySchema, await readJsonObject(c));
        const wanted = [...new Set(ids)].filter(isUuid);
        const byId = new Map((await findCoursesByIds(db, wanted, (await sessionOf(deps, c))?.user)).map((row) => [row.id, row]));
        const subscribed = await subscribedIds(c);
        // In the order asked for; ids that match nothing are left out, not an error.
        const courses = wanted.flatMap((id) => {
          const row = byId.get(id);
          return row ? [toCourse(row, subscribed.has(row.id))] : [];
        });
        const body: ResponseBody<typeof CoursesByIdsResponseSchema> = success({ courses });
        return c.json(body);
      })
      .get('/:id', async (c) => {
        const id = c.req.param('id');
        // A malformed id cannot name a course; asking the database would only raise a type error.
        if (!isUuid(id)) throw courseNotFound();
        if (isVisitor(c)) {
          // What a visitor sees of a published course: never a private lesson's video.
          const entry = await catalogue.get(`course:${id}`, async () => {
            const row = await findCourseDetail(db, id, undefined);
            return row ? { row, lessons: await findLessons(db, row.id) } : undefined;
          });
          const found = entry.value;
          if (!found) throw courseNotFound();
          return visitorAnswer(c, entry, () => {
            const body: ResponseBody<typeof CourseDetailResponseSchema> = success({
              course: toCourseDetail(found.row, {
                isSubscribed: false,
                lessons: found.lessons.map((lesson) => toLesson(lesson, { withPrivateVideos: false })),
              }),
            });
            return body;
          });
        }
        const session = await sessionOf(deps, c);
        const user = session?.user;
        const row = await findCourseDetail(db, id, user);
        if (!row) throw courseNotFound();
        const lessons = await findLessons(db, row.id);
        const subscribed = session?.courseIds.has(row.id) ?? false;
        // A blocked user cannot watch lessons, subscribed or not (docs/product/overview.md#roles).
        const withPrivateVideos = mayWatchPrivateVideos(user, { subscribed });
        const body: ResponseBody<typeof CourseDetailResponseSchema> = success({
          course: toCourseDetail(row, {
            isSubscribed: subscribed,
            lessons: lessons.map((lesson) => toLesson(lesson, { withPrivateVideos })),
          }),
        });
        return c.json(body);
      })
  );
}
