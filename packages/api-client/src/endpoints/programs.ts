import type { ApiClient } from '../client';
import {
  AdminApplicationsResponseSchema,
  ApplicationResponseSchema,
  MyApplicationsResponseSchema,
  type AmbassadorApplicationBody,
  type ApplicationStatus,
  type ContactMessageBody,
  type MentorshipRequestBody,
  type Program,
  type ReviewApplicationBody,
} from '../schemas/programs';
import { MessageResponseSchema } from '../schemas/users';

/* The programmes and the contact form (docs/product/public-pages.md). */

interface Call {
  fallbackMessage: string;
  signal?: AbortSignal;
}

export async function applyToAmbassador(client: ApiClient, { answers, ...call }: Call & { answers: AmbassadorApplicationBody }) {
  const { data } = await client.request({ path: '/programs/ambassador/apply', method: 'POST', body: answers, schema: ApplicationResponseSchema, ...call });
  return data.application;
}

export async function requestMentorship(client: ApiClient, { answers, ...call }: Call & { answers: MentorshipRequestBody }) {
  const { data } = await client.request({ path: '/programs/mentorship/request', method: 'POST', body: answers, schema: ApplicationResponseSchema, ...call });
  return data.application;
}

export async function getMyApplications(client: ApiClient, call: Call) {
  const { data } = await client.request({ path: '/programs/my-applications', schema: MyApplicationsResponseSchema, ...call });
  return data.applications;
}

export async function getApplicationStatus(client: ApiClient, { applicationId, ...call }: Call & { applicationId: string }) {
  const { data } = await client.request({ path: `/programs/status/${encodeURIComponent(applicationId)}`, schema: ApplicationResponseSchema, ...call });
  return data.application;
}

/** The contact form: stored, then delivered to the team; any failure is the caller's failure case. */
export async function sendContactMessage(client: ApiClient, { message, ...call }: Call & { message: ContactMessageBody }) {
  const { data } = await client.request({ path: '/email', method: 'POST', body: message, schema: MessageResponseSchema, ...call });
  return data.message;
}

/** A page of applications for the admin, newest first, by programme and status. */
export async function listApplications(client: ApiClient, { page, program, status, ...call }: Call & { page: number; program?: Program; status?: ApplicationStatus }) {
  const { data } = await client.request({ path: '/admin/applications', query: { page, program, status }, schema: AdminApplicationsResponseSchema, ...call });
  return data;
}

export async function reviewApplication(client: ApiClient, { applicationId, review, ...call }: Call & { applicationId: string; review: ReviewApplicationBody }) {
  const { data } = await client.request({
    path: `/admin/applications/${encodeURIComponent(applicationId)}`,
    method: 'PATCH',
    body: review,
    schema: ApplicationResponseSchema,
    ...call,
  });
  return data.application;
}
