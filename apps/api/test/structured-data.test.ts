import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses, instructors } from '../src/db/schema';
import { isoDuration } from '../src/static/page-meta';
import { testDrivers } from './support/drivers';
import { schemaOrgProblems } from './support/schema-org';
import { useSeededApi } from './support/seeded-api';

/** Every JSON-LD block of a page, as a search engine reads it from the HTML sent. */
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>);

describe('the schema.org check itself', () => {
  it('refuses a property a type does not have, a type that does not exist and a value of the wrong type', () => {
    expect(schemaOrgProblems({ '@type': 'Course', name: 'A', instructor: { '@type': 'Person', name: 'B' } })).toEqual(['$.instructor: not a property of Course']);
    expect(schemaOrgProblems({ '@type': 'Lesson' })).toEqual(['$: Lesson is not a schema.org type']);
    expect(schemaOrgProblems({ '@type': 'Course', provider: { '@type': 'Offer' } })).toEqual([expect.stringMatching(/^\$\.provider: provider takes .* not Offer$/)]);
    expect(schemaOrgProblems({ '@type': 'CourseInstance', courseMode: 'online', instructor: { '@type': 'Person', name: 'B' } })).toEqual([]);
  });

  it('writes a length as an ISO 8601 duration', () => {
    expect([0, 45 * 60, 3 * 3600, 2 * 3600 + 5 * 60 + 20].map(isoDuration)).toEqual(['PT0M', 'PT45M', 'PT3H', 'PT2H5M']);
  });
});

describe.each(testDrivers())('structured data on $name', (driver) => {
  const api = useSeededApi(driver);
  const dataOf = async (path: string) => {
    const response = await api.request(path);
    expect(response.status).toBe(200);
    const blocks = jsonLdOf(await response.text());
    expect(blocks.flatMap((block) => schemaOrgProblems(block))).toEqual([]);
    return blocks;
  };

  it('describes a course with its provider, price and one online instance holding its instructor and workload', async () => {
    const [course] = await api.db
      .select({ id: courses.id, title: courses.title, price: courses.currentPrice, instructor: instructors.name })
      .from(courses)
      .innerJoin(instructors, eq(courses.instructorId, instructors.id))
      .where(eq(courses.status, 'published'))
      .limit(1);
    if (!course) throw new Error('No published course with an instructor');
    const [data] = await dataOf(`/CoursePage/${course.id}`);
    expect(data).toMatchObject({
      '@type': 'Course',
      name: course.title,
      provider: { '@type': 'Organization', name: 'Manara', url: 'http://localhost:3000/' },
      offers: { '@type': 'Offer', priceCurrency: 'EGP', price: course.price.toFixed(2) },
      hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'online', instructor: { '@type': 'Person', name: course.instructor } },
    });
    expect(data).not.toHaveProperty('instructor');
    expect((data?.hasCourseInstance as { courseWorkload: string }).courseWorkload).toMatch(/^PT(\d+H)?(\d+M)?$/);
  });

  it("lists the courses the catalogue opens with, in its order, each at its address in the page's language", async () => {
    const listed = (await (await api.request('/api/courses?page=1')).json()) as { data: { courses: Array<{ _id: string; title: string }> } };
    for (const [path, prefix] of [['/courses', ''], ['/ar/courses', '/ar']]) {
      const [list] = await dataOf(path ?? '');
      expect(list?.['@type']).toBe('ItemList');
      expect(list?.itemListElement).toEqual(
        listed.data.courses.map((course, index) => ({ '@type': 'ListItem', position: index + 1, url: `http://localhost:3000${prefix}/CoursePage/${course._id}`, name: course.title })),
      );
    }
  });

  it('names Manara and its site, whose search finds courses, on the home page in either language', async () => {
    for (const [language, home, search] of [
      ['en', 'http://localhost:3000/', 'http://localhost:3000/search-results'],
      ['ar', 'http://localhost:3000/ar', 'http://localhost:3000/ar/search-results'],
    ]) {
      const blocks = await dataOf(language === 'ar' ? '/ar' : '/');
      expect(blocks.map((block) => block['@type'])).toEqual(['Organization', 'WebSite']);
      expect(blocks[0]).toMatchObject({ name: 'Manara', url: home, logo: 'http://localhost:3000/favicon.svg' });
      expect(blocks[1]).toMatchObject({
        inLanguage: language,
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${search}?query={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      });
    }
    // The search it names answers, in both languages.
    expect((await api.request('/search-results?query=profile')).status).toBe(200);
    expect((await api.request('/ar/search-results?query=profile')).status).toBe(200);
  });

  it('gives the other public pages none', async () => {
    for (const path of ['/about', '/services', '/contact']) expect(await dataOf(path)).toEqual([]);
  });
});
