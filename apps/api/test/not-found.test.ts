import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses } from '../src/db/schema';
import { SEED_COURSES } from '../src/seed/catalogue';
import { testDrivers } from './support/drivers';
import { fakeServerBuild } from './support/fake-site';
import { useSeededApi } from './support/seeded-api';

/*
 * Addresses the site has no page for answer 404 with the not-found page and `noindex`, so a search engine
 * does not list an empty shell under the home page's title (docs/product/routes.md#addresses-that-do-not-exist).
 */

const NOINDEX = '<meta name="robots" content="noindex" />';
const UNKNOWN_COURSE = '00000000-0000-4000-8000-000000000000';

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe.each(testDrivers())('pages that do not exist on $name', (driver) => {
  const api = useSeededApi(driver, { serverBuild: fakeServerBuild() });
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await api.request(path, { headers });
    return { status: response.status, type: response.headers.get('content-type'), html: await response.text() };
  };
  const seeded = async () => {
    const [course] = await api.db.select().from(courses).where(eq(courses.title, SEED_COURSES[0]?.title ?? ''));
    if (!course) throw new Error('No seeded course');
    return course;
  };

  it.each(['/unknown/deep/path', '/coursepage', '/CoursePage/123', `/CoursePage/${UNKNOWN_COURSE}`, '/courses/not-a-course', '/admin/nope', '/index.html'])(
    'answers %s with 404, the not-found page and noindex',
    async (path) => {
      const page = await get(path);
      expect(page.status).toBe(404);
      expect(page.type).toMatch(/^text\/html/);
      expect(page.html).toContain(NOINDEX);
      expect(titleOf(page.html)).toBe('Page Not Found · Manara');
      // Never the home page's words, nor a canonical address that would send the engine elsewhere.
      expect(page.html).not.toContain('rel="canonical"');
      expect(page.html).toContain('<div id="root"></div>');
    },
  );

  it.each(['/ar/nothing-here', '/ar/ar', '/ar/CoursePage/123', '/ar/admin/nope'])('says it in Arabic at an Arabic address: %s', async (path) => {
    const page = await get(path);
    expect(page.status).toBe(404);
    expect(titleOf(page.html)).toBe('الصفحة غير موجودة · منارة');
    expect(page.html).toContain('<html lang="ar" dir="rtl">');
    expect(page.html).not.toContain('rel="canonical"');
    expect(page.html).not.toContain('hreflang');
  });

  it('answers a course that is not published with 404 to a visitor, and lets a signed-in reader through to ask the API', async () => {
    const course = await seeded();
    await api.db.update(courses).set({ status: 'draft' }).where(eq(courses.id, course.id));
    try {
      const visitor = await get(`/CoursePage/${course.id}`);
      expect(visitor.status).toBe(404);
      expect(visitor.html).toContain(NOINDEX);
      // An admin may open a draft: the page is the shell, and the browser asks the API with the session.
      const admin = await get(`/CoursePage/${course.id}`, { Cookie: 'manara_role=admin' });
      expect(admin.status).toBe(200);
      expect(admin.html).not.toContain(NOINDEX);
      expect((await get(`/CoursePage/${UNKNOWN_COURSE}`, { Cookie: 'manara_role=admin' })).status).toBe(404);
    } finally {
      await api.db.update(courses).set({ status: 'published' }).where(eq(courses.id, course.id));
    }
  });

  it.each(['/', '/about', '/about/', '/Contact', '/courses', '/search-results?query=ielts', '/login', '/reset-password?token=x', '/admin', '/admin/users', '/course/abc/lessons'])(
    'answers the page %s with 200 and no noindex',
    async (path) => {
      const page = await get(path);
      expect(page.status).toBe(200);
      expect(page.html).not.toContain(NOINDEX);
    },
  );

  it('answers a published course page with 200, drawn, and its other address too', async () => {
    const course = await seeded();
    const page = await get(`/CoursePage/${course.id}`);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain(NOINDEX);
    expect(page.html).not.toContain('<div id="root"></div>');
    expect((await get(`/courses/${course.id}`)).status).toBe(200);
  });
});
