import { http, HttpResponse } from 'msw';
import {
  buildAdminCourses,
  buildAdminCoursesPage,
  buildAdminLessons,
  buildCoursesReport,
  buildRevenueReport,
  revenueByDayAndMethod,
  buildUsersReport,
  buildAdminSubscription,
  buildAdminSubscriptionsPage,
  buildAdminUsers,
  buildAdminUsersPage,
  buildAuditEntries,
  buildAuditLog,
  buildDashboardStats,
  buildLessonLengths,
  buildPaymentsToRefund,
} from '../fixtures/admin';
import { buildInstructors, buildLessonFiles } from '../fixtures/courses';
import { buildUser, buildUserResponse } from '../fixtures/users';
import { success } from '../fixtures/envelope';
import { api, defaultsOf, errorResponse, never, routeStates, serverError } from './shared';

/** `GET /admin/dashboard/stats`. */
export const adminDashboardStats = routeStates('get', '/admin/dashboard/stats', {
  default: () => HttpResponse.json(buildDashboardStats()),
});

/** `GET /admin/users`: the page asked for, of 23 users; a search finds nobody. */
export const adminUsersList = routeStates('get', '/admin/users', {
  default: ({ request }) => {
    const url = new URL(request.url);
    const search = url.searchParams.get('search') ?? '';
    return HttpResponse.json(search === '' ? buildAdminUsersPage({ page: Number(url.searchParams.get('page') ?? 1) }) : buildAdminUsersPage({ total: 0 }));
  },
  empty: () => HttpResponse.json(buildAdminUsersPage({ total: 0 })),
});

/** The user a fixture id names, as the list shows them. */
const fixtureUser = (id: string) => buildAdminUsers(23).find((user) => user._id === id) ?? buildUser({ _id: id });

/** `PATCH /admin/users/{id}`, `/block`, `/unblock`: the user as changed. */
export const adminUserWrites = {
  default: [
    http.patch(api('/admin/users/:id'), async ({ params, request }) => {
      const { role } = (await request.json()) as { role: 'user' | 'admin' };
      return HttpResponse.json(buildUserResponse({ ...fixtureUser(String(params.id)), role }));
    }),
    http.patch(api('/admin/users/:id/block'), async ({ params, request }) => {
      const { reason } = (await request.json()) as { reason?: string };
      return HttpResponse.json(
        buildUserResponse({ ...fixtureUser(String(params.id)), isBlocked: true, blockReason: reason ?? null, blockedAt: '2026-11-24T10:00:00.000Z' }),
      );
    }),
    http.patch(api('/admin/users/:id/unblock'), ({ params }) =>
      HttpResponse.json(buildUserResponse({ ...fixtureUser(String(params.id)), isBlocked: false, blockReason: null, blockedAt: null })),
    ),
    http.delete(api('/admin/users/:id'), ({ params }) => HttpResponse.json(success({ userId: String(params.id) }))),
  ],
  lastAdmin: [http.patch(api('/admin/users/:id'), () => errorResponse('LAST_ADMIN')), http.patch(api('/admin/users/:id/block'), () => errorResponse('LAST_ADMIN'))],
  error: [http.patch(api('/admin/users/:id'), serverError), http.patch(api('/admin/users/:id/block'), serverError), http.patch(api('/admin/users/:id/unblock'), serverError)],
};

/** `GET /admin/audit`. */
export const adminAudit = routeStates('get', '/admin/audit', {
  /** Narrowed by `action`, as the server narrows it. */
  default: ({ request }) => {
    const action = new URL(request.url).searchParams.get('action');
    return HttpResponse.json(buildAuditLog(buildAuditEntries().filter((entry) => action === null || entry.action === action)));
  },
  empty: () => HttpResponse.json(buildAuditLog([])),
});

/** `GET /admin/subscriptions` and `PATCH /admin/subscriptions/{id}`. */
export const adminSubscriptions = {
  default: [
    http.get(api('/admin/subscriptions'), () => HttpResponse.json(buildAdminSubscriptionsPage())),
    http.patch(api('/admin/subscriptions/:id'), async ({ params, request }) => {
      const { status } = (await request.json()) as { status: 'active' | 'expired' | 'cancelled' };
      return HttpResponse.json(success({ subscription: buildAdminSubscription({ _id: String(params.id), status, endDate: status === 'active' ? null : '2026-11-24T10:00:00.000Z' }) }));
    }),
  ],
  empty: [http.get(api('/admin/subscriptions'), () => HttpResponse.json(buildAdminSubscriptionsPage([])))],
  error: [http.get(api('/admin/subscriptions'), serverError)],
};

/** The course a fixture id names, as the admin's table shows it. */
const fixtureCourse = (id: string) => buildAdminCourses(14).find((course) => course._id === id) ?? buildAdminCourses(1)[0];

/** The course form as the API reads it: JSON, or multipart with a picture (which the answer then shows). */
async function courseFormOf(request: Request): Promise<Record<string, unknown>> {
  if (!(request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data')) return (await request.json()) as Record<string, unknown>;
  const form = await request.formData();
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') continue;
    // Prices come as text, the lists as their JSON, as the server reads them.
    fields[name] = name.endsWith('Price') ? Number(value) : name === 'learningPoints' || name === 'targetAudience' ? (JSON.parse(value) as unknown) : value;
  }
  if (form.get('image') instanceof File) fields.image = { url: '/uploads/courses/new/page.webp', cardUrl: '/uploads/courses/new/card.webp', public_id: 'courses/new' };
  return fields;
}

/** The course as saved: its instructor named by the id the form sent, and only what the list shows. */
function savedCourse(base: Record<string, unknown>, { instructor, tagline: _tagline, learningPoints: _points, targetAudience: _audience, ...form }: Record<string, unknown>) {
  const chosen = [...buildInstructors(), ...createdInstructors].find((one) => one._id === instructor);
  return { ...base, ...form, ...(chosen ? { instructor: { _id: chosen._id, name: chosen.name, profilePicture: chosen.profilePicture } } : {}) };
}

/** What the course form sent, for a story to read: each write's body as the API read it, newest last. */
export const sentCourseForms: Array<Record<string, unknown>> = [];

/** `GET /admin/courses` and the course writes: a created course is a draft with a new id. */
export const adminCourses = {
  default: [
    http.get(api('/admin/courses'), ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
      return HttpResponse.json(buildAdminCoursesPage({ page }));
    }),
    http.post(api('/admin/courses'), async ({ request }) => {
      const form = await courseFormOf(request);
      sentCourseForms.push(form);
      const course = savedCourse({ ...buildAdminCourses(1)[0], _id: '00000000-0000-4000-8000-0000000000aa', status: 'draft', totalLessons: 0, totalDuration: 0 }, form);
      return HttpResponse.json(success({ course }), { status: 201 });
    }),
    http.patch(api('/admin/courses/:id'), async ({ params, request }) => {
      const form = await courseFormOf(request);
      sentCourseForms.push(form);
      return HttpResponse.json(success({ course: savedCourse(fixtureCourse(String(params.id)) ?? {}, form) }));
    }),
    http.patch(api('/admin/courses/:id/status'), async ({ params, request }) => {
      const { status } = (await request.json()) as { status: string };
      return HttpResponse.json(success({ course: { ...fixtureCourse(String(params.id)), status } }));
    }),
    http.delete(api('/admin/courses/:id'), ({ params }) => HttpResponse.json(success({ courseId: String(params.id) }))),
  ],
  empty: [http.get(api('/admin/courses'), () => HttpResponse.json(buildAdminCoursesPage({ total: 0 })))],
  loading: [http.get(api('/admin/courses'), never)],
  error: [http.get(api('/admin/courses'), serverError)],
  hasLearners: [http.delete(api('/admin/courses/:id'), () => errorResponse('COURSE_HAS_LEARNERS'))],
};

/** The instructors a story added, listed after the fixtures' until the story empties it. */
export const createdInstructors: Array<{ _id: string; name: string; title: string; bio: string; profilePicture?: string }> = [];

/** `GET /admin/instructors` (three, by name, then any added) and `POST /admin/instructors` (the new one, with an id). */
export const adminInstructors = {
  default: [
    http.get(api('/admin/instructors'), () => HttpResponse.json(success({ instructors: [...buildInstructors(), ...createdInstructors] }))),
    http.post(api('/admin/instructors'), async ({ request }) => {
      const multipart = (request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data');
      const form = multipart ? Object.fromEntries([...(await request.formData()).entries()].filter(([, value]) => typeof value === 'string')) : ((await request.json()) as Record<string, unknown>);
      const instructor = {
        _id: '00000000-0000-4000-9000-0000000000aa',
        name: String(form.name ?? ''),
        title: String(form.title ?? ''),
        bio: String(form.bio ?? ''),
        ...(multipart ? { profilePicture: '/uploads/instructors/new.webp' } : {}),
      };
      createdInstructors.push(instructor);
      return HttpResponse.json(success({ instructor }), { status: 201 });
    }),
  ],
  error: [http.get(api('/admin/instructors'), serverError)],
};

/** `PUT /admin/lessons/{id}/length`: the lesson with the length sent. */
function measuredEcho(onMeasured: (lessonId: string) => void = () => undefined) {
  return http.put(api('/admin/lessons/:id/length'), async ({ params, request }) => {
    const { durationSeconds } = (await request.json()) as { durationSeconds: number };
    onMeasured(String(params.id));
    return HttpResponse.json(success({ lesson: { _id: String(params.id), title: 'Lesson', order: 1, durationSeconds, lengthFlagged: false } }));
  });
}

/** `GET /admin/lessons/lengths`: nothing to check by default. */
export const adminLessonLengths = routeStates('get', '/admin/lessons/lengths', {
  default: () => HttpResponse.json(buildLessonLengths()),
  some: () => HttpResponse.json(buildLessonLengths({ withLessons: true })),
});

/** `GET /courses/{id}/lessons` with the admin's token, and the lesson writes. */
export const adminLessons = {
  default: [
    http.get(api('/courses/:id/lessons'), () => HttpResponse.json(success({ lessons: buildAdminLessons() }))),
    http.post(api('/admin/courses/:id/lessons'), async ({ request }) => {
      const lesson = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json(success({ lesson: { _id: 'lesson-new', isPrivate: true, ...lesson } }), { status: 201 });
    }),
    http.put(api('/admin/lessons/:id'), async ({ params, request }) => {
      const lesson = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json(success({ lesson: { _id: String(params.id), isPrivate: true, ...lesson } }));
    }),
    http.delete(api('/admin/lessons/:id'), ({ params }) => HttpResponse.json(success({ lessonId: String(params.id) }))),
    measuredEcho(),
  ],
  /**
   * Lesson 2's PDFs as the lesson manager attaches and removes them (the state lives in the handlers: call once
   * per story); with `refuse`, every attachment is answered with that error.
   */
  files: ({ refuse }: { refuse?: 'LESSON_FILE_NOT_A_PDF' | 'LESSON_FILE_TOO_LARGE' } = {}) => {
    let files = buildLessonFiles('lesson-2');
    return [
      http.get(api('/courses/:id/lessons'), () => HttpResponse.json(success({ lessons: buildAdminLessons(6, { files: { 'lesson-2': files } }) }))),
      http.post(api('/admin/lessons/:id/files'), async ({ params, request }) => {
        if (refuse) return errorResponse(refuse);
        const form = await request.formData();
        const upload = form.get('file');
        const file = {
          _id: `lesson-2-file-${files.length + 1}`,
          name: String(form.get('name')).trim(),
          size: upload instanceof File ? upload.size : 0,
          url: `/api/lessons/${String(params.id)}/files/lesson-2-file-${files.length + 1}`,
        };
        files = [...files, file];
        return HttpResponse.json(success({ file }), { status: 201 });
      }),
      http.delete(api('/admin/lessons/:id/files/:fileId'), ({ params }) => {
        files = files.filter((file) => file._id !== params.fileId);
        return HttpResponse.json(success({ fileId: String(params.fileId) }));
      }),
    ];
  },
  /**
   * Lessons 2 and 3 never measured and lesson 4 disputed, until "Measure lengths" saves them (the state
   * lives in the handlers: call once per story).
   */
  unmeasured: () => {
    const measured = new Set<string>();
    const pending = (ids: string[]) => ids.filter((id) => !measured.has(id));
    return [
      http.get(api('/courses/:id/lessons'), () =>
        HttpResponse.json(success({ lessons: buildAdminLessons(6, { unmeasured: pending(['lesson-2', 'lesson-3']), flagged: pending(['lesson-4']) }) })),
      ),
      measuredEcho((id) => measured.add(id)),
    ];
  },
  empty: [http.get(api('/courses/:id/lessons'), () => HttpResponse.json(success({ lessons: [] })))],
  error: [http.get(api('/courses/:id/lessons'), serverError)],
};

const REPORTS = { revenue: buildRevenueReport, users: buildUsersReport, courses: buildCoursesReport } as const;

/** `GET /admin/reports/{type}`, as JSON or, with `format=csv`, as the file. */
export const adminReports = routeStates('get', '/admin/reports/:type', {
  default: ({ params, request }) => {
    const type = String(params.type) as keyof typeof REPORTS;
    const build = REPORTS[type];
    if (new URL(request.url).searchParams.get('format') === 'csv') {
      // As the server writes it: a row per day and way of paying, the way in English words.
      const words = { CARD: 'Bank card', WALLET: 'Mobile wallet', KIOSK: 'Cash at a Fawry or Aman kiosk' } as const;
      const rows = revenueByDayAndMethod().flatMap(({ date, byMethod }) => byMethod.map(({ method, value }) => `${date},${words[method]},${value.toFixed(2)}`));
      const csv = ['date,method,revenue_egp', ...rows].join('\r\n');
      return new HttpResponse(csv, { headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="manara-${type}-2026-11-01-to-2026-11-14.csv"` } });
    }
    return HttpResponse.json(build());
  },
});

/** `POST /admin/certificates/{id}/revoke`: recorded now, with the reason sent. */
export const adminCertificateRevoke = routeStates('post', '/admin/certificates/:id/revoke', {
  default: async ({ params, request }) => {
    const { reason } = (await request.json()) as { reason: string };
    return HttpResponse.json(success({ revocation: { certificateId: String(params.id), reason, revokedAt: new Date().toISOString() } }));
  },
  alreadyRevoked: () => errorResponse('CERTIFICATE_ALREADY_REVOKED'),
});

/** `GET /admin/payments/duplicates`: two to refund and one refunded. */
export const adminPaymentsToRefund = routeStates('get', '/admin/payments/duplicates', {
  default: () => HttpResponse.json(buildPaymentsToRefund()),
  empty: () => HttpResponse.json(success({ payments: [] })),
});

/** `POST /admin/payments/{id}/refunded`: marked now, with the note sent. */
export const adminMarkRefunded = routeStates('post', '/admin/payments/:id/refunded', {
  default: async ({ params, request }) => {
    const { note } = (await request.json()) as { note: string };
    const payment = buildPaymentsToRefund().data.payments.find((one) => one._id === params.id);
    if (!payment) return errorResponse('PAYMENT_NOT_FOUND');
    return HttpResponse.json(success({ payment: { ...payment, refund: { refundedAt: '2026-11-14T12:00:00.000Z', note: note.trim() } } }));
  },
  alreadyRefunded: () => errorResponse('PAYMENT_ALREADY_REFUNDED'),
});

/** The admin handlers keyed per resource; a story overrides one key. */
export const adminHandlers = defaultsOf({
  adminDashboardStats, adminUsersList, adminUserWrites, adminSubscriptions, adminAudit, adminCourses,
  adminInstructors, adminLessons, adminLessonLengths, adminReports, adminCertificateRevoke,
  adminPaymentsToRefund, adminMarkRefunded,
});
