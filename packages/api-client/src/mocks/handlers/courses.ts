import { http, HttpResponse } from 'msw';
import { COURSE_CATEGORIES, type CourseInput } from '../../schemas/courses';
import { buildCourse, buildCourseDetail, buildCoursesPage, buildInstructors } from '../fixtures/courses';
import { api, errorResponse, never, serverError } from './shared';

const pageOf = (request: Request) => Number(new URL(request.url).searchParams.get('page') ?? '1');

/** `GET /courses?page=&category=` */
export const coursesList = {
  default: http.get(api('/courses'), ({ request }) => {
    const category = new URL(request.url).searchParams.get('category');
    const known = COURSE_CATEGORIES.find((c) => c === category);
    return HttpResponse.json(buildCoursesPage({ page: pageOf(request), category: known, total: known ? 12 : 27 }));
  }),
  /** Latest has courses, but neither category does: both sections hide. */
  noCategories: http.get(api('/courses'), ({ request }) => {
    const category = new URL(request.url).searchParams.get('category');
    return HttpResponse.json(buildCoursesPage({ page: pageOf(request), total: category ? 0 : 27 }));
  }),
  empty: http.get(api('/courses'), () => HttpResponse.json(buildCoursesPage({ total: 0 }))),
  error: http.get(api('/courses'), serverError),
  loading: http.get(api('/courses'), never),
};

/** `GET /courses/search?title=&page=` and `GET /courses/search?searchTerm=` */
export const coursesSearch = {
  default: http.get(api('/courses/search'), ({ request }) => {
    const params = new URL(request.url).searchParams;
    const term = params.get('searchTerm');
    if (term !== null) {
      return HttpResponse.json({ status: 'success', data: [buildCourse({ title: term }, 0)] });
    }
    return HttpResponse.json(buildCoursesPage({ page: pageOf(request), total: 12 }));
  }),
  empty: http.get(api('/courses/search'), ({ request }) => {
    if (new URL(request.url).searchParams.has('searchTerm')) return HttpResponse.json({ status: 'success', data: [] });
    return HttpResponse.json(buildCoursesPage({ total: 0 }));
  }),
  error: http.get(api('/courses/search'), () => errorResponse('INTERNAL', { message: 'Search is unavailable right now' })),
  loading: http.get(api('/courses/search'), never),
};

/** `GET /courses/{id}` */
/** The fixtures' first course with an Arabic title, taught by their Arabic-speaking instructor. */
const ARABIC_COURSE_INDEX = 3;
const arabicInstructor = () => {
  const { _id, name, title, bio, profilePicture } = buildInstructors().find((one) => one.name === 'سارة محمود') ?? buildInstructors()[0] ?? { _id: '', name: 'سارة', title: '', bio: '', profilePicture: '' };
  return { _id, name, title, bio, profilePicture };
};

export const courseDetail = {
  default: http.get(api('/courses/:id'), ({ params }) =>
    HttpResponse.json({ status: 'success', data: { course: buildCourseDetail({ _id: String(params.id) }) } }),
  ),
  /** A course taught in Arabic (its title, copy and instructor), whatever the reader's language. */
  arabicCourse: http.get(api('/courses/:id'), ({ params }) =>
    HttpResponse.json({ status: 'success', data: { course: buildCourseDetail({ _id: String(params.id), instructor: arabicInstructor() }, ARABIC_COURSE_INDEX) } }),
  ),
  notFound: http.get(api('/courses/:id'), () => errorResponse('COURSE_NOT_FOUND')),
  error: http.get(api('/courses/:id'), serverError),
  loading: http.get(api('/courses/:id'), never),
};

/** `POST /courses/by-ids` */
export const coursesByIds = {
  default: http.post(api('/courses/by-ids'), async ({ request }) => {
    const { ids } = (await request.json()) as { ids: string[] };
    const courses: CourseInput[] = ids.map((id, i) => buildCourse({ _id: id, isSubscribed: true }, i));
    return HttpResponse.json({ status: 'success', data: { courses } });
  }),
  empty: http.post(api('/courses/by-ids'), () => HttpResponse.json({ status: 'success', data: { courses: [] } })),
  error: http.post(api('/courses/by-ids'), serverError),
  loading: http.post(api('/courses/by-ids'), never),
};

/**
 * Handlers keyed per resource, in an order where `/courses/search` and
 * `/courses/by-ids` are matched before `/courses/:id`. A story overrides one key.
 */
export const courseHandlers = {
  coursesSearch: coursesSearch.default,
  coursesByIds: coursesByIds.default,
  coursesList: coursesList.default,
  courseDetail: courseDetail.default,
};
