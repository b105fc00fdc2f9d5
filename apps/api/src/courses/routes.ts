import {
  CourseSearchQuerySchema,
  CoursesByIdsBodySchema,
  CoursesQuerySchema,
  type CourseDetailResponseSchema,
  type CourseListResponseSchema,
  type CoursesByIdsResponseSchema,
  type CoursesPageResponseSchema,
} from '@manara/api-client/schemas';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { Database } from '../db/connection';
import { httpError, success } from '../http/responses';
import { parseRequest, readJsonObject } from '../http/validate';
import { COURSE_PAGE_SIZE, paginate } from './pagination';
import {
  findCourse,
  findCoursesByIds,
  findCoursesPage,
  findLessons,
  searchCourses,
  searchCoursesPage,
  type CourseRow,
} from './queries';
import { toCourse, toLesson } from './to-response';

/** The quick search (`searchTerm`) is a suggestion list, not a listing: it stops here. */
export const QUICK_SEARCH_LIMIT = 20;

/** What a response schema accepts: the body this server sends. */
type ResponseBody<TSchema extends v.GenericSchema> = v.InferInput<TSchema>;

const CourseIdSchema = v.pipe(v.string(), v.uuid());
const isCourseId = (id: string) => v.is(CourseIdSchema, id);
const courseNotFound = () => httpError(404, 'Course not found');

/** One page of the listing or of a title search. */
function coursesPage(page: number, { rows, total }: { rows: CourseRow[]; total: number }) {
  const body: ResponseBody<typeof CoursesPageResponseSchema> = success({
    courses: rows.map(toCourse),
    pagination: paginate({ page, pageSize: COURSE_PAGE_SIZE, total }),
  });
  return body;
}

/** `/api/courses/...`, read-only and public. */
export function courseRoutes(db: Database) {
  return (
    new Hono()
      .get('/', async (c) => {
        const { page, category } = parseRequest(CoursesQuerySchema, c.req.query());
        return c.json(coursesPage(page, await findCoursesPage(db, { page, pageSize: COURSE_PAGE_SIZE, category })));
      })
      // Registered before `/:id`, which would otherwise take "search" for an id.
      .get('/search', async (c) => {
        const query = parseRequest(CourseSearchQuerySchema, c.req.query());
        if ('searchTerm' in query) {
          const rows = await searchCourses(db, { text: query.searchTerm, limit: QUICK_SEARCH_LIMIT });
          const body: ResponseBody<typeof CourseListResponseSchema> = success(rows.map(toCourse));
          return c.json(body);
        }
        const { page, title } = query;
        return c.json(coursesPage(page, await searchCoursesPage(db, { text: title, page, pageSize: COURSE_PAGE_SIZE })));
      })
      .post('/by-ids', async (c) => {
        const { ids } = parseRequest(CoursesByIdsBodySchema, await readJsonObject(c));
        const wanted = [...new Set(ids)].filter(isCourseId);
        const byId = new Map((await findCoursesByIds(db, wanted)).map((row) => [row.id, row]));
        // In the order asked for; ids that match nothing are left out, not an error.
        const courses = wanted.flatMap((id) => {
          const row = byId.get(id);
          return row ? [toCourse(row)] : [];
        });
        const body: ResponseBody<typeof CoursesByIdsResponseSchema> = success({ courses });
        return c.json(body);
      })
      .get('/:id', async (c) => {
        const id = c.req.param('id');
        // A malformed id cannot name a course; asking the database would only raise a type error.
        if (!isCourseId(id)) throw courseNotFound();
        const row = await findCourse(db, id);
        if (!row) throw courseNotFound();
        const lessons = await findLessons(db, row.id);
        const body: ResponseBody<typeof CourseDetailResponseSchema> = success({
          course: { ...toCourse(row), lessons: lessons.map(toLesson) },
        });
        return c.json(body);
      })
  );
}
