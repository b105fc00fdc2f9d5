import * as v from 'valibot';
import { CategorySchema } from './courses';
import { singleLineText } from './text';

/*
 * What the course calls take. Apart from the course schemas the first page reads, so the request
 * rules (and their control-character check) load only where a request is checked: on the server.
 */

const PAGE_PARAM_MESSAGE = 'page must be a whole number from 1';
/**
 * A page number as it arrives in a query string. Absent means the first page;
 * anything but a whole number from 1 is a client mistake.
 */
export const PageParamSchema = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^\d{1,6}$/, PAGE_PARAM_MESSAGE),
    singleLineText,
    v.transform(Number),
    v.minValue(1, PAGE_PARAM_MESSAGE),
  ),
  '1',
);

export const CoursesQuerySchema = v.object({
  page: PageParamSchema,
  category: v.optional(CategorySchema),
});

const SearchTextSchema = v.pipe(
  v.string(),
  singleLineText,
  v.trim(),
  v.minLength(1, 'search text is required'),
  v.maxLength(100, 'search text must be at most 100 characters'),
);

/** `GET /courses/search` takes either `title` (paged) or `searchTerm` (a plain list). */
export const CourseSearchQuerySchema = v.union(
  [
    v.object({ title: SearchTextSchema, page: PageParamSchema }),
    v.object({ searchTerm: SearchTextSchema }),
  ],
  'search needs a title or a searchTerm',
);

export const CoursesByIdsBodySchema = v.object({
  ids: v.pipe(
    v.array(v.pipe(v.string('ids must be strings'), singleLineText), 'ids must be a list'),
    v.maxLength(100, 'at most 100 ids at once'),
  ),
});
