import type { APIRequestContext } from '@playwright/test';

export interface ListedCourse {
  _id: string;
  title: string;
  description: string;
  currentPrice: number;
}

/** Every course of the seeded catalogue, through the public list. */
export async function catalogue(request: APIRequestContext): Promise<ListedCourse[]> {
  const courses: ListedCourse[] = [];
  for (let page = 1; ; page += 1) {
    const body = (await (await request.get(`/api/courses?page=${page}`)).json()) as {
      data: { courses: ListedCourse[]; pagination: { hasNextPage: boolean } };
    };
    courses.push(...body.data.courses);
    if (!body.data.pagination.hasNextPage) return courses;
  }
}

export async function courseTitled(request: APIRequestContext, title: string) {
  const course = (await catalogue(request)).find((candidate) => candidate.title === title);
  if (!course) throw new Error(`No course titled ${title}`);
  return course;
}
