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
import { sessionUser, type SessionEnv } from '../users/require-user';
import type { ApiDeps } from '../http/deps';
import { httpError, type ResponseBody, success } from '../http/responses';
import { isUuid, parseRequest, readJsonObject } from '../http/validate';
import { activeCourseIds, isSubscribed } from '../payments/subscriptions';
import { mayWatchPrivateVideos } from '../lessons/lessons';
import { COURSE_PAGE_SIZE, paginate } from './pagination';
import {
  findCourseDetail,
  findCoursesByIds,
  findCoursesPage,
  findLessons,
  searchCourses,
  searchCoursesPage,
  type CourseRow,
} from './queries';
import { toCourse, toCourseDetail, toLesson } from './to-response';

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

/**
 * `/api/courses/...`, read-only and public. A signed-in reader (an optional bearer token; a bad one
 * reads as a visitor) also learns which courses they are subscribed to.
 */
export function courseRoutes(deps: ApiDeps) {
  const { db } = deps;
  const reader = (c: Context) => sessionUser(deps, c.req.header('Authorization'));
  /** The reader's subscribed course ids; none for a visitor. */
  const subscribedIds = async (c: Context): Promise<ReadonlySet<string>> => {
    const user = await reader(c);
    return new Set(user ? await activeCourseIds(db, user.id) : []);
  };

  return (
    new Hono<SessionEnv>()
      .get('/', async (c) => {
        const { page, category } = parseRequest(CoursesQuerySchema, c.req.query());
        const [found, subscribed] = await Promise.all([findCoursesPage(db, { page, pageSize: COURSE_PAGE_SIZE, category }), subscribedIds(c)]);
        return c.json(coursesPage(page, found, subscribed));
      })
      // Registered before `/:id`, which would otherwise take "search" for an id.
      .get('/search', async (c) => {
        const query = parseRequest(CourseSearchQuerySchema, c.req.query());
        const subscribed = await subscribedIds(c);
        if ('searchTerm' in query) {
          const rows = await searchCourses(db, { text: query.searchTerm, limit: QUICK_SEARCH_LIMIT });
          const body: ResponseBody<typeof CourseListResponseSchema> = success(rows.map((row) => toCourse(row, subscribed.has(row.id))));
          return c.json(body);
        }
        const { page, title } = query;
        return c.json(coursesPage(page, await searchCoursesPage(db, { text: title, page, pageSize: COURSE_PAGE_SIZE }), subscribed));
      })
      .post('/by-ids', async (c) => {
        const { ids } = parseRequest(CoursesByIdsBodySchema, await readJsonObject(c));
        const wanted = [...new Set(ids)].filter(isUuid);
        const byId = new Map((await findCoursesByIds(db, wanted, await reader(c))).map((row) => [row.id, row]));
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
        const user = await reader(c);
        const row = await findCourseDetail(db, id, user);
        if (!row) throw courseNotFound();
        const lessons = await findLessons(db, row.id);
        const subscribed = user ? await isSubscribed(db, { userId: user.id, courseId: row.id }) : false;
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
