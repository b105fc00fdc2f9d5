import { CourseDetailResponseSchema, CoursesPageResponseSchema, type Course } from '@manara/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { COURSE_PAGE_SIZE } from '../src/http/pagination';
import { SEED_COURSES } from '../src/seed/catalogue';
import { testDrivers } from './support/drivers';
import { expectSuccess } from './support/responses';
import { useSeededApi } from './support/seeded-api';

const DAY_MS = 24 * 60 * 60 * 1000;
const countOf = (category: string) => SEED_COURSES.filter((course) => course.category === category).length;

describe.each(testDrivers({ alsoEmbedded: true }))('GET /api/courses on $name', (driver) => {
  const api = useSeededApi(driver);

  const getPage = async (query: string) =>
    (await expectSuccess(await api.request(`/api/courses${query}`), CoursesPageResponseSchema)).data;

  async function getAllPages(category?: string): Promise<Course[]> {
    const suffix = category ? `&category=${category}` : '';
    const first = await getPage(`?page=1${suffix}`);
    const rest = await Promise.all(
      Array.from({ length: first.pagination.totalPages - 1 }, (_, i) => getPage(`?page=${i + 2}${suffix}`)),
    );
    return [first, ...rest].flatMap((page) => page.courses);
  }

  it('answers the first page with pagination numbers for the whole catalogue', async () => {
    const total = SEED_COURSES.length;
    const { courses, pagination } = await getPage('');
    expect(courses).toHaveLength(COURSE_PAGE_SIZE);
    expect(pagination).toEqual({
      total,
      page: 1,
      limit: COURSE_PAGE_SIZE,
      totalPages: Math.ceil(total / COURSE_PAGE_SIZE),
      hasNextPage: true,
      hasPreviousPage: false,
    });
  });

  it('pages through every published course once, newest first', async () => {
    const courses = await getAllPages();
    expect(courses.map((course) => course.title).sort()).toEqual(SEED_COURSES.map((course) => course.title).sort());
    const times = courses.map((course) => Date.parse(course.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('puts the remainder on the last page and says there is no next page', async () => {
    const totalPages = Math.ceil(SEED_COURSES.length / COURSE_PAGE_SIZE);
    const { courses, pagination } = await getPage(`?page=${totalPages}`);
    expect(courses).toHaveLength(SEED_COURSES.length - (totalPages - 1) * COURSE_PAGE_SIZE);
    expect(pagination).toMatchObject({ page: totalPages, hasNextPage: false, hasPreviousPage: true });
  });

  it('answers a page past the end with no courses and the same totals', async () => {
    const totalPages = Math.ceil(SEED_COURSES.length / COURSE_PAGE_SIZE);
    const { courses, pagination } = await getPage(`?page=${totalPages + 5}`);
    expect(courses).toEqual([]);
    expect(pagination).toEqual({
      total: SEED_COURSES.length,
      page: totalPages + 5,
      limit: COURSE_PAGE_SIZE,
      totalPages,
      hasNextPage: false,
      hasPreviousPage: true,
    });
  });

  it.each(['Featured', 'Manara'])('filters by category %s', async (category) => {
    const courses = await getAllPages(category);
    expect(courses).toHaveLength(countOf(category));
    expect(courses.every((course) => course.category === category)).toBe(true);
    const { pagination } = await getPage(`?category=${category}`);
    expect(pagination.total).toBe(countOf(category));
  });

  it('sends prices as numbers in EGP, free and paid, some with an old price', async () => {
    const courses = await getAllPages();
    expect(courses.some((course) => course.currentPrice === 0)).toBe(true);
    expect(courses.some((course) => course.currentPrice > 0)).toBe(true);
    expect(courses.filter((course) => course.oldPrice > course.currentPrice).length).toBeGreaterThanOrEqual(3);
    const paid = SEED_COURSES.find((course) => course.oldPrice !== undefined);
    expect(courses.find((course) => course.title === paid?.title)).toMatchObject({
      currentPrice: paid?.currentPrice,
      oldPrice: paid?.oldPrice,
    });
  });

  it('has several courses from the last seven days', async () => {
    const courses = await getAllPages();
    const weekAgo = api.seededAt.getTime() - 7 * DAY_MS;
    expect(courses.filter((course) => Date.parse(course.createdAt) > weekAgo).length).toBeGreaterThanOrEqual(3);
  });

  it('features Build Your Global Profile with a perfect rating from 50 reviews', async () => {
    const featured = await getAllPages('Featured');
    expect(featured.find((course) => course.title === 'Build Your Global Profile')).toMatchObject({
      rating: 5,
      reviews: 50,
      category: 'Featured',
    });
  });

  it('gives each course an instructor with an avatar and a cover served from /media', async () => {
    const { courses } = await getPage('');
    for (const course of courses) {
      expect(course.image?.url).toMatch(/^\/media\/covers\/[a-z0-9-]+\.webp$/);
      expect(course.instructor?.name).toBeTruthy();
      expect(course.instructor?.profilePicture).toMatch(/^\/media\/avatars\/[a-z0-9-]+\.webp$/);
    }
  });

  it('counts lessons and minutes that agree with the lessons themselves', async () => {
    const { courses } = await getPage('');
    for (const course of courses) {
      const response = await api.request(`/api/courses/${course._id}`);
      const { lessons } = (await expectSuccess(response, CourseDetailResponseSchema)).data.course;
      expect(course.totalLessons).toBe(lessons.length);
      expect(course.totalDuration).toBeCloseTo(lessons.reduce((sum, lesson) => sum + lesson.duration, 0), 5);
    }
  });
});
