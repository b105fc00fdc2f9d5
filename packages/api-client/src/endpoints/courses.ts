import type { ApiClient } from '../client';
import {
  CourseDetailResponseSchema,
  CourseListResponseSchema,
  CoursesByIdsResponseSchema,
  CoursesPageResponseSchema,
  type Category,
} from '../schemas/courses';
import { path, requestData, type Call } from './call';

export async function listCourses(client: ApiClient, { page, category, ...call }: Call & { page: number; category?: Category }) {
  return requestData(client, { path: '/courses', query: { page, category }, schema: CoursesPageResponseSchema, ...call });
}

export async function getCourse(client: ApiClient, { id, ...call }: Call & { id: string }) {
  return (await requestData(client, { path: path`/courses/${id}`, schema: CourseDetailResponseSchema, ...call })).course;
}

export async function searchCourses(client: ApiClient, { title, page, ...call }: Call & { title: string; page: number }) {
  return requestData(client, { path: '/courses/search', query: { title, page }, schema: CoursesPageResponseSchema, ...call });
}

export async function searchCoursesByTerm(client: ApiClient, { searchTerm, ...call }: Call & { searchTerm: string }) {
  return requestData(client, { path: '/courses/search', query: { searchTerm }, schema: CourseListResponseSchema, ...call });
}

export async function getCoursesByIds(client: ApiClient, { ids, ...call }: Call & { ids: string[] }) {
  return (await requestData(client, { path: '/courses/by-ids', method: 'POST', body: { ids }, schema: CoursesByIdsResponseSchema, ...call })).courses;
}
