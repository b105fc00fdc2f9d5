import type { ApiClient } from '../client';
import {
  CourseDetailResponseSchema,
  CourseListResponseSchema,
  CoursesByIdsResponseSchema,
  CoursesPageResponseSchema,
  type Category,
} from '../schemas/courses';

interface Call {
  /** Shown when the server gives no message of its own (the defaults in docs/product/errors.md). */
  fallbackMessage: string;
  signal?: AbortSignal;
}

export async function listCourses(
  client: ApiClient,
  { page, category, ...call }: Call & { page: number; category?: Category },
) {
  const { data } = await client.request({
    path: '/courses',
    query: { page, category },
    schema: CoursesPageResponseSchema,
    ...call,
  });
  return data;
}

export async function getCourse(client: ApiClient, { id, ...call }: Call & { id: string }) {
  const { data } = await client.request({
    path: `/courses/${encodeURIComponent(id)}`,
    schema: CourseDetailResponseSchema,
    ...call,
  });
  return data.course;
}

export async function searchCourses(
  client: ApiClient,
  { title, page, ...call }: Call & { title: string; page: number },
) {
  const { data } = await client.request({
    path: '/courses/search',
    query: { title, page },
    schema: CoursesPageResponseSchema,
    ...call,
  });
  return data;
}

export async function searchCoursesByTerm(client: ApiClient, { searchTerm, ...call }: Call & { searchTerm: string }) {
  const { data } = await client.request({
    path: '/courses/search',
    query: { searchTerm },
    schema: CourseListResponseSchema,
    ...call,
  });
  return data;
}

export async function getCoursesByIds(client: ApiClient, { ids, ...call }: Call & { ids: string[] }) {
  const { data } = await client.request({
    path: '/courses/by-ids',
    method: 'POST',
    body: { ids },
    schema: CoursesByIdsResponseSchema,
    ...call,
  });
  return data.courses;
}
