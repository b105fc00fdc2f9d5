import { CourseListResponseSchema, CoursesPageResponseSchema } from '@manara/api-client/schemas';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COURSE_PAGE_SIZE } from '../src/http/pagination';
import { QUICK_SEARCH_LIMIT } from '../src/courses/routes';
import { searchCourses } from '../src/courses/queries';
import { fillTitleStems } from '../src/courses/title-stems';
import { titleColumns } from '../src/search/title-columns';
import { courses } from '../src/db/schema';
import { SEED_COURSES } from '../src/seed/catalogue';
import { normalizeSearchText } from '../src/search/normalize';
import { testDrivers } from './support/drivers';
import { expectError, expectSuccess } from './support/responses';
import { useSeededApi } from './support/seeded-api';

/** Titles with LIKE wildcards and accents, added to the seed for these tests. */
const EXTRA_TITLES = ['100% Funded Scholarships Guide', 'C_Sharp Basics', 'Café Culture and Études in French'];
const ALL_TITLES = [...SEED_COURSES.map((course) => course.title), ...EXTRA_TITLES];

describe.each(testDrivers())('GET /api/courses/search on $name', (driver) => {
  const api = useSeededApi(driver, {
    beforeApp: async (db) => {
      await db.insert(courses).values(EXTRA_TITLES.map((title) => ({ ...titleColumns(title), category: 'Manara' as const })));
    },
  });

  async function searchTitles(title: string, page = 1) {
    const response = await api.request(`/api/courses/search?title=${encodeURIComponent(title)}&page=${page}`);
    return (await expectSuccess(response, CoursesPageResponseSchema)).data;
  }
  const titlesFor = async (title: string) => (await searchTitles(title)).courses.map((course) => course.title);

  it('finds English titles whatever the case', async () => {
    expect(await titlesFor('ielts')).toEqual(['IELTS Academic Preparation']);
    expect(await titlesFor('BUILD YOUR GLOBAL')).toEqual(['Build Your Global Profile']);
  });

  it('folds Latin accents both ways', async () => {
    expect(await titlesFor('cafe culture')).toEqual(['Café Culture and Études in French']);
    expect(await titlesFor('ÉTUDES')).toEqual(['Café Culture and Études in French']);
  });

  it('matches an Arabic title typed with a different alef', async () => {
    // Stored: إدارة (hamza below) and الإنجليزية.
    expect(await titlesFor('أدارة الوقت')).toEqual(['إدارة الوقت والمذاكرة الفعالة']);
    expect(await titlesFor('الانجليزية')).toEqual(['اللغة الإنجليزية: من المستوى المبتدئ إلى المتوسط']);
  });

  it('matches alef maksura and yeh either way', async () => {
    // Stored: المستوى (maksura) and في (yeh).
    expect(await titlesFor('المستوي')).toEqual(['اللغة الإنجليزية: من المستوى المبتدئ إلى المتوسط']);
    expect(await titlesFor('جامعتك فى الخارج')).toEqual(['كيف تختار جامعتك في الخارج']);
  });

  it('matches teh marbuta typed as heh', async () => {
    expect(await titlesFor('سيرتك الذاتيه')).toEqual(['بناء سيرتك الذاتية للمنح الدولية']);
  });

  it('ignores tashkeel and tatweel in the query', async () => {
    expect(await titlesFor('دَلِيلُ الْمِنَحِ')).toEqual(['دليل المنح الممولة بالكامل']);
    expect(await titlesFor('دلـيـل الـمـنـح')).toEqual(['دليل المنح الممولة بالكامل']);
  });

  it('finds an Arabic title by the inflected forms of its words', async () => {
    const interviews = ['الاستعداد لمقابلات العمل'];
    // The plural with the article, the singular, with prepositions and conjunctions before them.
    for (const query of ['المقابلات', 'مقابلة', 'لمقابلة', 'والمقابلات', 'بالمقابلات', 'الاستعداد للمقابلات']) {
      expect([query, await titlesFor(query)]).toEqual([query, interviews]);
    }
    expect(await titlesFor('شركة عالمية')).toEqual(['التدريب الصيفي في الشركات العالمية']);
    expect(await titlesFor('المهارة')).toEqual(['مهارات العرض والتقديم']);
    expect((await titlesFor('والمنح')).sort()).toEqual(['بناء سيرتك الذاتية للمنح الدولية', 'دليل المنح الممولة بالكامل']);
  });

  it('does not take the letters of a word for an affix, nor match a stem inside another word', async () => {
    // A short word keeps its letters: "لغة" is not "غ", and finds only the language course.
    expect(await titlesFor('لغة')).toEqual(['اللغة الإنجليزية: من المستوى المبتدئ إلى المتوسط']);
    // Neither "د" nor "بن" nor a stem of "مقابل"'s neighbours.
    for (const query of ['الدين', 'بنات', 'مقابر', 'كتب', 'والوقتي']) {
      expect([query, await titlesFor(query)]).toEqual([query, []]);
    }
  });

  it('treats % and _ as plain characters, not wildcards', async () => {
    expect(await titlesFor('%')).toEqual(['100% Funded Scholarships Guide']);
    expect(await titlesFor('_')).toEqual(['C_Sharp Basics']);
    expect(await titlesFor('c_sharp')).toEqual(['C_Sharp Basics']);
    // Were % a wildcard, this would match "100% Funded Scholarships Guide".
    expect(await titlesFor('100%guide')).toEqual([]);
    expect(await titlesFor('\\')).toEqual([]);
  });

  it('pages a broad search newest first with correct numbers', async () => {
    const expected = ALL_TITLES.filter((title) => normalizeSearchText(title).includes('e'));
    expect(expected.length).toBeGreaterThan(COURSE_PAGE_SIZE);
    const first = await searchTitles('E');
    const second = await searchTitles('E', 2);
    expect(first.pagination).toMatchObject({
      total: expected.length,
      page: 1,
      totalPages: Math.ceil(expected.length / COURSE_PAGE_SIZE),
      hasNextPage: true,
      hasPreviousPage: false,
    });
    expect(first.courses).toHaveLength(COURSE_PAGE_SIZE);
    expect(second.pagination).toMatchObject({ page: 2, hasPreviousPage: true });
    const times = [...first.courses, ...second.courses].map((course) => Date.parse(course.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('answers a search with no match with an empty page', async () => {
    const { courses: found, pagination } = await searchTitles('quantum basket weaving');
    expect(found).toEqual([]);
    expect(pagination).toMatchObject({ total: 0, totalPages: 0, hasNextPage: false, hasPreviousPage: false });
  });

  it('answers searchTerm with a plain list, capped', async () => {
    const exact = await api.request(`/api/courses/search?searchTerm=${encodeURIComponent('ielts')}`);
    expect((await expectSuccess(exact, CourseListResponseSchema)).data.map((course) => course.title)).toEqual([
      'IELTS Academic Preparation',
    ]);

    const broad = await api.request('/api/courses/search?searchTerm=a');
    const matching = ALL_TITLES.filter((title) => normalizeSearchText(title).includes('a')).length;
    expect(matching).toBeGreaterThan(QUICK_SEARCH_LIMIT);
    expect((await expectSuccess(broad, CourseListResponseSchema)).data).toHaveLength(QUICK_SEARCH_LIMIT);
  });

  it.each([
    ['', 'search needs a title or a searchTerm'],
    ['?title=', 'search text is required'],
    ['?title=%20%20', 'search text is required'],
    ['?searchTerm=', 'search text is required'],
    [`?title=${'a'.repeat(101)}`, 'search text must be at most 100 characters'],
    ['?title=ielts&page=abc', 'page must be a whole number from 1'],
  ])('rejects the query "%s" with 400', async (query, message) => {
    await expectError(await api.request(`/api/courses/search${query}`), 400, message);
  });

  it('can answer the search from the trigram index, as a big catalogue will make the planner prefer', async () => {
    const plan = await api.db.transaction(async (tx) => {
      // A few dozen courses are read faster whole, or through another index in date order; forbidding both
      // shows what a big catalogue gets.
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
      return tx.execute(sql`explain ${searchCourses(tx, { text: normalizeSearchText('essay'), limit: QUICK_SEARCH_LIMIT })}`);
    });
    expect(JSON.stringify(plan)).toContain('courses_title_search_trgm_idx');
  });

  it('answers an Arabic search from the trigram indexes of the folded and the stemmed titles', async () => {
    const plan = await api.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
      return tx.execute(sql`explain ${searchCourses(tx, { text: 'المقابلات', limit: QUICK_SEARCH_LIMIT })}`);
    });
    const text = JSON.stringify(plan);
    expect(text).toContain('courses_title_search_trgm_idx');
    expect(text).toContain('courses_title_stems_trgm_idx');
  });

  it('stems the titles of courses written before stemming, once', async () => {
    const [course] = await api.db
      .insert(courses)
      .values({ ...titleColumns('المقابلات الشخصية للمنح'), titleStems: '', category: 'Manara' })
      .returning({ id: courses.id });
    try {
      expect(await titlesFor('مقابلة شخصية')).toEqual([]);
      expect(await fillTitleStems(api.db)).toBe(1);
      expect(await titlesFor('مقابلة شخصية')).toEqual(['المقابلات الشخصية للمنح']);
      expect(await fillTitleStems(api.db)).toBe(0);
    } finally {
      if (course) await api.db.delete(courses).where(eq(courses.id, course.id));
    }
  });
});
