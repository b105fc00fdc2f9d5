import { randomUUID } from 'node:crypto';
import { CourseDetailResponseSchema, CoursesPageResponseSchema } from '@manara/api-client/schemas';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { titleColumns } from '../src/search/title-columns';
import { courses as coursesTable } from '../src/db/schema';
import { SEED_COURSES } from '../src/seed/catalogue';
import { testDrivers } from './support/drivers';
import { expectError, expectSuccess } from './support/responses';
import { useSeededApi } from './support/seeded-api';

const YOUTUBE_WATCH_URL = /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/;
const DRAFT_ID = randomUUID();
/** Lessons exactly as sent, with every key they carry. */
const RawLessonsSchema = v.object({
  data: v.object({ course: v.object({ lessons: v.array(v.record(v.string(), v.unknown())) }) }),
});

describe.each(testDrivers())('GET /api/courses/:id on $name', (driver) => {
  const api = useSeededApi(driver, {
    beforeApp: async (db) => {
      await db.insert(coursesTable).values({ id: DRAFT_ID, ...titleColumns('Unpublished Draft Course'), category: 'Manara', status: 'draft' });
    },
  });

  async function courseIdByTitle(title: string) {
    const response = await api.request(`/api/courses/search?title=${encodeURIComponent(title)}`);
    const course = (await expectSuccess(response, CoursesPageResponseSchema)).data.courses.find((c) => c.title === title);
    if (!course) throw new Error(`No seeded course titled ${title}`);
    return course._id;
  }

  it('sends the course with its lessons in order, grouped by section', async () => {
    const id = await courseIdByTitle('Build Your Global Profile');
    const { course } = (await expectSuccess(await api.request(`/api/courses/${id}`), CourseDetailResponseSchema)).data;
    expect(course).toMatchObject({ _id: id, title: 'Build Your Global Profile', rating: 5, reviews: 50 });
    expect(course.lessons.map((lesson) => lesson.order)).toEqual(course.lessons.map((_, i) => i + 1));
    expect(course.lessons[0]).toMatchObject({ title: 'Welcome and how this course works', section: 'Know Yourself' });
    expect(new Set(course.lessons.map((lesson) => lesson.section)).size).toBeGreaterThan(1);
    expect(course.totalLessons).toBe(course.lessons.length);
  });

  it('sends the video only for the public first lesson, never for private ones', async () => {
    const id = await courseIdByTitle('Scholarship Essays That Win');
    const response = await api.request(`/api/courses/${id}`);
    // Read the raw JSON: the schema would hide a key that should not be there at all.
    const raw = v.parse(RawLessonsSchema, await response.clone().json());
    await expectSuccess(response, CourseDetailResponseSchema);
    const [first, ...rest] = raw.data.course.lessons;
    expect(first).toMatchObject({ isPrivate: false, videoUrl: expect.stringMatching(YOUTUBE_WATCH_URL) });
    expect(rest.length).toBeGreaterThan(0);
    for (const lesson of rest) {
      expect(lesson.isPrivate).toBe(true);
      expect(lesson).not.toHaveProperty('videoUrl');
    }
  });

  it('answers an unknown id with 404 Course not found', async () => {
    await expectError(await api.request(`/api/courses/${randomUUID()}`), 404, 'Course not found');
  });

  it.each(['not-a-uuid', '123', "1' or '1'='1", '00000000-0000-0000-0000-00000000000g'])(
    'answers the malformed id %s with 404 Course not found',
    async (id) => {
      await expectError(await api.request(`/api/courses/${encodeURIComponent(id)}`), 404, 'Course not found');
    },
  );

  it('hides a course that is not published', async () => {
    await expectError(await api.request(`/api/courses/${DRAFT_ID}`), 404, 'Course not found');
    const { pagination } = (await expectSuccess(await api.request('/api/courses?page=1'), CoursesPageResponseSchema)).data;
    const search = await api.request('/api/courses/search?title=Unpublished');
    expect((await expectSuccess(search, CoursesPageResponseSchema)).data.courses).toEqual([]);
    expect(pagination.total).toBe(SEED_COURSES.length);
  });
});
