import { randomUUID } from 'node:crypto';
import { CourseDetailResponseSchema, CoursesPageResponseSchema } from '@manara/api-client/schemas';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { titleColumns } from '../src/search/title-columns';
import { eq } from 'drizzle-orm';
import { courses as coursesTable, lessonFiles, lessons as lessonsTable } from '../src/db/schema';
import { SEED_COURSES } from '../src/seed/catalogue';
import { testDrivers } from './support/drivers';
import { expectSuccess } from './support/responses';
import { useSeededApi } from './support/seeded-api';

const ARABIC_LETTER = /[\u0600-\u06FF]/;
const BARE_ID = randomUUID();
/** The landing fields exactly as sent: the schema's defaults would hide a field the server forgot. */
const RawLandingSchema = v.object({
  data: v.object({
    course: v.object({
      tagline: v.string(),
      learningPoints: v.array(v.string()),
      targetAudience: v.array(v.string()),
      stats: v.strictObject({ videos: v.number(), pdfs: v.number() }),
    }),
  }),
});

describe.each(testDrivers())('the course landing content in GET /api/courses/:id on $name', (driver) => {
  const api = useSeededApi(driver, {
    beforeApp: async (db) => {
      // A course made without landing content, with one lesson, so the video count has something to count.
      await db.insert(coursesTable).values({ id: BARE_ID, ...titleColumns('A Course Without Landing Copy'), category: 'Manara' });
      await db.insert(lessonsTable).values({ courseId: BARE_ID, title: 'Only lesson', videoUrl: 'https://www.youtube.com/watch?v=UF8uR6Z6KLc', position: 1 });
    },
  });

  async function courseIdByTitle(title: string) {
    const response = await api.request(`/api/courses/search?title=${encodeURIComponent(title)}`);
    const course = (await expectSuccess(response, CoursesPageResponseSchema)).data.courses.find((c) => c.title === title);
    if (!course) throw new Error(`No seeded course titled ${title}`);
    return course._id;
  }

  async function detail(id: string) {
    const response = await api.request(`/api/courses/${id}`);
    const raw = v.parse(RawLandingSchema, await response.clone().json());
    const { course } = (await expectSuccess(response, CourseDetailResponseSchema)).data;
    return { course, raw: raw.data.course };
  }

  it('sends the featured course with its rating, its 30 videos and its PDFs, 6 learning points and 4 audience points, and claims no quiz', async () => {
    const { course, raw } = await detail(await courseIdByTitle('Build Your Global Profile'));
    expect(course).toMatchObject({ title: 'Build Your Global Profile', category: 'Featured', currentPrice: 1200, rating: 5, reviews: 50 });
    // Seeded here without file storage: no PDF is attached, so none is counted.
    expect(raw.stats).toEqual({ videos: 30, pdfs: 0 });
    expect(course.lessons).toHaveLength(30);
    expect(raw.learningPoints).toHaveLength(6);
    expect(raw.targetAudience).toHaveLength(4);
    expect(raw.tagline).not.toBe('');
    expect(course.description).not.toBe('');
    expect(raw.learningPoints.join(' ')).toMatch(/CV/);
    expect(raw.targetAudience[0]).toMatch(/^High school students/);
  });

  it('sends each course’s own copy and counts, with videos equal to its lessons', async () => {
    const seeded = ['Scholarship Essays That Win', 'كتابة خطاب الدافع'].map((title) => {
      const course = SEED_COURSES.find((candidate) => candidate.title === title);
      if (!course) throw new Error(`No seed course titled ${title}`);
      return course;
    });
    for (const expected of seeded) {
      const { course, raw } = await detail(await courseIdByTitle(expected.title));
      expect(raw).toEqual({
        tagline: expected.tagline,
        learningPoints: expected.learningPoints,
        targetAudience: expected.targetAudience,
        stats: { videos: course.lessons.length, pdfs: 0 },
      });
      expect(course.lessons.length).toBe(expected.sections.flatMap((section) => section.lessons).length);
      expect(course.totalLessons).toBe(course.lessons.length);
    }
    const arabic = await detail(await courseIdByTitle('كتابة خطاب الدافع'));
    expect(ARABIC_LETTER.test(arabic.raw.tagline)).toBe(true);
  });

  it('counts videos from the lessons and PDFs from their files, and sends empty copy for a course without landing content', async () => {
    const { raw } = await detail(BARE_ID);
    expect(raw).toEqual({ tagline: '', learningPoints: [], targetAudience: [], stats: { videos: 1, pdfs: 0 } });
    const [second] = await api.db
      .insert(lessonsTable)
      .values({ courseId: BARE_ID, title: 'Second lesson', videoUrl: 'https://www.youtube.com/watch?v=qp0HIF3SfI4', position: 2 })
      .returning({ id: lessonsTable.id });
    const [first] = await api.db.select({ id: lessonsTable.id }).from(lessonsTable).where(eq(lessonsTable.title, 'Only lesson'));
    await api.db.insert(lessonFiles).values([
      { lessonId: first?.id ?? '', name: 'Worksheet', key: 'lesson-files/landing-one.pdf', sizeBytes: 900 },
      { lessonId: second?.id ?? '', name: 'Checklist', key: 'lesson-files/landing-two.pdf', sizeBytes: 900 },
      { lessonId: second?.id ?? '', name: 'Outline', key: 'lesson-files/landing-three.pdf', sizeBytes: 900 },
    ]);
    expect((await detail(BARE_ID)).raw.stats).toEqual({ videos: 2, pdfs: 3 });
    // A visitor is told how many PDFs there are, never where they are.
    expect(JSON.stringify((await detail(BARE_ID)).course.lessons)).not.toMatch(/files/);
  });
});
