import { HttpResponse } from 'msw';
import { COURSE_CATEGORIES, type CourseInput } from '../../schemas/courses';
import { buildCourse, buildCourseDetail, buildCoursesPage, buildInstructors } from '../fixtures/courses';
import { success } from '../fixtures/envelope';
import { defaultsOf, errorResponse, routeStates } from './shared';

const pageOf = (request: Request) => Number(new URL(request.url).searchParams.get('page') ?? '1');

/** `GET /courses?page=&category=` */
export const coursesList = routeStates('get', '/courses', {
  default: ({ request }) => {
    const category = new URL(request.url).searchParams.get('category');
    const known = COURSE_CATEGORIES.find((c) => c === category);
    return HttpResponse.json(buildCoursesPage({ page: pageOf(request), category: known, total: known ? 12 : 27 }));
  },
  /** Latest has courses, but neither category does: both sections hide. */
  noCategories: ({ request }) => {
    const category = new URL(request.url).searchParams.get('category');
    return HttpResponse.json(buildCoursesPage({ page: pageOf(request), total: category ? 0 : 27 }));
  },
  empty: () => HttpResponse.json(buildCoursesPage({ total: 0 })),
});

/** `GET /courses/search?title=&page=` and `GET /courses/search?searchTerm=` */
export const coursesSearch = routeStates('get', '/courses/search', {
  default: ({ request }) => {
    const params = new URL(request.url).searchParams;
    const term = params.get('searchTerm');
    if (term !== null) {
      return HttpResponse.json(success([buildCourse({ title: term }, 0)]));
    }
    return HttpResponse.json(buildCoursesPage({ page: pageOf(request), total: 12 }));
  },
  empty: ({ request }) => {
    if (new URL(request.url).searchParams.has('searchTerm')) return HttpResponse.json(success([]));
    return HttpResponse.json(buildCoursesPage({ total: 0 }));
  },
  error: () => errorResponse('INTERNAL', { message: 'Search is unavailable right now' }),
});

/** `GET /courses/{id}` */
/** The fixtures' first course with an Arabic title, taught by their Arabic-speaking instructor. */
const ARABIC_COURSE_INDEX = 3;
const arabicInstructor = () => {
  const { _id, name, title, bio, profilePicture } = buildInstructors().find((one) => one.name === 'سارة محمود') ?? buildInstructors()[0] ?? { _id: '', name: 'سارة', title: '', bio: '', profilePicture: '' };
  return { _id, name, title, bio, profilePicture };
};

export const courseDetail = routeStates('get', '/courses/:id', {
  default: ({ params }) => HttpResponse.json(success({ course: buildCourseDetail({ _id: String(params.id) }) })),
  /** A course taught in Arabic (its title, copy and instructor), whatever the reader's language. */
  arabicCourse: ({ params }) =>
    HttpResponse.json(success({ course: buildCourseDetail({ _id: String(params.id), instructor: arabicInstructor() }, ARABIC_COURSE_INDEX) })),
  notFound: () => errorResponse('COURSE_NOT_FOUND'),
});

/** `POST /courses/by-ids` */
export const coursesByIds = routeStates('post', '/courses/by-ids', {
  default: async ({ request }) => {
    const { ids } = (await request.json()) as { ids: string[] };
    const courses: CourseInput[] = ids.map((id, i) => buildCourse({ _id: id, isSubscribed: true }, i));
    return HttpResponse.json(success({ courses }));
  },
  empty: () => HttpResponse.json(success({ courses: [] })),
});

/**
 * Handlers keyed per resource, in an order where `/courses/search` and
 * `/courses/by-ids` are matched before `/courses/:id`. A story overrides one key.
 */
export const courseHandlers = defaultsOf({ coursesSearch, coursesByIds, coursesList, courseDetail });
