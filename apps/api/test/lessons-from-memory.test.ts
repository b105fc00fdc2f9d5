import { CourseDetailResponseSchema, LessonsResponseSchema } from '@manara/api-client/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lessonFiles, lessons } from '../src/db/schema';
import { signedUpUser, useAccountsApi } from './support/accounts-api';
import { testDrivers } from './support/drivers';
import { lessonsOf } from './support/learning';
import { PAID_COURSE, paidPayment, seededCourse, testSandbox } from './support/payments';
import { expectSuccess } from './support/responses';

/*
 * A course's lessons come from the catalogue in memory (decision 099): the list, the course and its lessons' PDFs
 * are the same for every reader. Who may watch the private videos is decided afresh on every request.
 */
describe.each(testDrivers())("a course's lessons from memory on $name", (driver) => {
  const api = useAccountsApi(driver, { seedCatalogue: true, cachedCatalogue: true, payments: () => ({ provider: testSandbox() }) });
  const lessonsSeenBy = async (courseId: string, token?: string) =>
    (await expectSuccess(await api.send('GET', `/api/lessons/courses/${courseId}/lessons`, token ? { token } : {}), LessonsResponseSchema)).data.lessons;

  it('shows a learner the private videos the moment they subscribe, though the list was already in memory', async () => {
    const learner = await signedUpUser(api);
    const course = await seededCourse(api, PAID_COURSE);
    const privateVideos = async (token?: string) => (await lessonsSeenBy(course.id, token)).filter((lesson) => lesson.isPrivate).map((lesson) => lesson.videoUrl);
    const before = await privateVideos(learner.token);
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((url) => url === undefined)).toBe(true);
    await paidPayment(api, learner.token, course.id);
    expect((await privateVideos(learner.token)).every((url) => typeof url === 'string' && url.length > 0)).toBe(true);
    // A visitor, on the same list in memory, still gets none.
    expect((await privateVideos()).every((url) => url === undefined)).toBe(true);
  });

  it('hears of a lesson or a PDF changed outside this instance from the database', async () => {
    const course = await seededCourse(api, PAID_COURSE);
    const [first] = await lessonsOf(api, course.id);
    if (!first) throw new Error('The seeded course has no lessons');
    const titles = async () => (await lessonsSeenBy(course.id)).map((lesson) => lesson.title);
    const pdfs = async () => (await expectSuccess(await api.send('GET', `/api/courses/${course.id}`), CourseDetailResponseSchema)).data.course.stats.pdfs;
    expect(await titles()).toContain(first.title);
    const pdfsBefore = await pdfs();

    await api.db.update(lessons).set({ title: 'Retitled outside this instance' }).where(eq(lessons.id, first.id));
    await expect.poll(titles, { timeout: 5000 }).toContain('Retitled outside this instance');
    await api.db.insert(lessonFiles).values({ lessonId: first.id, name: 'Worksheet', key: 'lesson-files/outside.pdf', sizeBytes: 1000 });
    await expect.poll(pdfs, { timeout: 5000 }).toBe(pdfsBefore + 1);
  });
});
