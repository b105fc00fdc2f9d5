import { http, HttpResponse } from 'msw';
import { APPLICATION_STATUSES, PROGRAMS, type ApplicationStatus, type Program, type ReviewApplicationBody } from '../../schemas/programs';
import { buildAdminApplications, buildAdminApplicationsPage, buildApplication, buildMyApplications } from '../fixtures/programs';
import { success } from '../fixtures/envelope';
import { api, defaultsOf, errorResponse, never, routeStates, serverError } from './shared';

/** `POST /api/email`: the contact form, stored and on its way. */
export const contactEmail = routeStates('post', '/email', {
  default: () => HttpResponse.json(success({ message: 'Message sent successfully!' }), { status: 201 }),
});

const applied = (program: Program) => async ({ request }: { request: Request }) => {
  const answers = (await request.json()) as Record<string, string>;
  return HttpResponse.json(success({ application: buildApplication({ program, answers }) }), { status: 201 });
};

/** `POST /programs/ambassador/apply` and `/mentorship/request`: the application, pending. */
export const programApply = {
  default: [http.post(api('/programs/ambassador/apply'), applied('ambassador')), http.post(api('/programs/mentorship/request'), applied('mentorship'))],
  pending: [
    http.post(api('/programs/ambassador/apply'), () => errorResponse('APPLICATION_PENDING')),
    http.post(api('/programs/mentorship/request'), () => errorResponse('APPLICATION_PENDING')),
  ],
  error: [http.post(api('/programs/ambassador/apply'), serverError), http.post(api('/programs/mentorship/request'), serverError)],
};

/** `GET /programs/my-applications`: a pending ambassador application and an approved mentorship request. */
export const myApplications = routeStates('get', '/programs/my-applications', {
  default: () => HttpResponse.json(success({ applications: buildMyApplications() })),
  empty: () => HttpResponse.json(success({ applications: [] })),
});

const pick = <T extends string>(values: readonly T[], value: string | null) => (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/** `GET /admin/applications` (filtered as asked) and `PATCH /admin/applications/{id}` (the decision). */
export const adminApplications = {
  default: [
    http.get(api('/admin/applications'), ({ request }) => {
      const url = new URL(request.url);
      const program = pick(PROGRAMS, url.searchParams.get('program'));
      const status = pick<ApplicationStatus>(APPLICATION_STATUSES, url.searchParams.get('status'));
      const all = buildAdminApplications(6);
      return HttpResponse.json(buildAdminApplicationsPage(all.filter((a) => (!program || a.program === program) && (!status || a.status === status))));
    }),
    http.patch(api('/admin/applications/:id'), async ({ params, request }) => {
      const { status, note = '' } = (await request.json()) as ReviewApplicationBody;
      const application = buildAdminApplications(6).find((a) => a._id === params.id) ?? buildApplication({ _id: String(params.id) });
      return HttpResponse.json(success({ application: { ...application, status, reviewNote: note.trim() || null, reviewedAt: '2026-11-24T10:00:00.000Z' } }));
    }),
  ],
  empty: [http.get(api('/admin/applications'), () => HttpResponse.json(buildAdminApplicationsPage([])))],
  error: [http.get(api('/admin/applications'), serverError), http.patch(api('/admin/applications/:id'), serverError)],
  reviewed: [http.patch(api('/admin/applications/:id'), () => errorResponse('APPLICATION_REVIEWED'))],
  loading: [http.get(api('/admin/applications'), never)],
};

/** The programmes' and the contact form's handlers keyed per resource; a story overrides one key. */
export const programHandlers = defaultsOf({ contactEmail, programApply, myApplications, adminApplications });
