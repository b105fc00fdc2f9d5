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
import { path, requestData, type Call } from './call';

/* The programmes and the contact form (docs/product/public-pages.md). */

export async function applyToAmbassador(client: ApiClient, { answers, ...call }: Call & { answers: AmbassadorApplicationBody }) {
  return (await requestData(client, { path: '/programs/ambassador/apply', method: 'POST', body: answers, schema: ApplicationResponseSchema, ...call })).application;
}

export async function requestMentorship(client: ApiClient, { answers, ...call }: Call & { answers: MentorshipRequestBody }) {
  return (await requestData(client, { path: '/programs/mentorship/request', method: 'POST', body: answers, schema: ApplicationResponseSchema, ...call })).application;
}

export async function getMyApplications(client: ApiClient, call: Call) {
  return (await requestData(client, { path: '/programs/my-applications', schema: MyApplicationsResponseSchema, ...call })).applications;
}

export async function getApplicationStatus(client: ApiClient, { applicationId, ...call }: Call & { applicationId: string }) {
  return (await requestData(client, { path: path`/programs/status/${applicationId}`, schema: ApplicationResponseSchema, ...call })).application;
}

/** The contact form: stored, then delivered to the team; any failure is the caller's failure case. */
export async function sendContactMessage(client: ApiClient, { message, ...call }: Call & { message: ContactMessageBody }) {
  return (await requestData(client, { path: '/email', method: 'POST', body: message, schema: MessageResponseSchema, ...call })).message;
}

/** A page of applications for the admin, newest first, by programme and status. */
export async function listApplications(client: ApiClient, { page, program, status, ...call }: Call & { page: number; program?: Program; status?: ApplicationStatus }) {
  return requestData(client, { path: '/admin/applications', query: { page, program, status }, schema: AdminApplicationsResponseSchema, ...call });
}

export async function reviewApplication(client: ApiClient, { applicationId, review, ...call }: Call & { applicationId: string; review: ReviewApplicationBody }) {
  return (await requestData(client, { path: path`/admin/applications/${applicationId}`, method: 'PATCH', body: review, schema: ApplicationResponseSchema, ...call })).application;
}
