import { CourseDetailResponseSchema, CoursesPageResponseSchema, AdminCourseResponseSchema } from '@manara/api-client/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { createApp } from '../src/app';
import { CATALOGUE_CHANNEL, catalogueCache } from '../src/courses/catalogue-cache';
import { courses } from '../src/db/schema';
import { seedIfEmpty } from '../src/seed/seed';
import { signedUpUser, useAccountsApi } from './support/accounts-api';
import { signedInAdmin } from './support/admin';
import { onTwoConnections, testDrivers } from './support/drivers';
import { FAKE_SERVER_BUILD } from './support/fake-site';
import { PAID_COURSE, buyerCookie, paidPayment, seededCourse, testSandbox } from './support/payments';
import { expectSuccess } from './support/responses';

const titlesOf = async (response: Response) => (await expectSuccess(response, CoursesPageResponseSchema)).data.courses.map((course) => course.title);

describe.each(testDrivers({ alsoEmbedded: true }))('the catalogue in memory on $name', (driver) => {
  const api = useAccountsApi(driver, { seedCatalogue: true, cachedCatalogue: true, fakeSite: { serverBuild: FAKE_SERVER_BUILD }, payments: () => ({ provider: testSandbox() }) });

  it('gives a visitor an ETag, and a 304 without a body to one who holds the same answer', async () => {
    const first = await api.send('GET', '/api/courses?page=1');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await api.send('GET', '/api/courses?page=1', { headers: { 'If-None-Match': `W/${etag}` } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // A browser that takes gzip holds the weak tag of the gzipped bytes, made once for the entry.
    const zipped = await api.send('GET', '/api/courses?page=1', { headers: { 'Accept-Encoding': 'gzip' } });
    expect([zipped.headers.get('content-encoding'), zipped.headers.get('etag')]).toEqual(['gzip', `W/${etag}`]);
    const unchanged = await api.send('GET', '/api/courses?page=1', { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': `W/${etag}` } });
    expect(unchanged.status).toBe(304);
    const other = await api.send('GET', '/api/courses?page=2', { headers: { 'If-None-Match': etag ?? '' } });
    expect(other.status).toBe(200);
  });

  it('shows an admin change at once on the instance that made it', async () => {
    const boss = await signedInAdmin(api);
    const course = await seededCourse(api, 'Research Proposal Writing');
    expect(await titlesOf(await api.send('GET', '/api/courses/search?title=proposal&page=1'))).toEqual([course.title]);
    await expectSuccess(await api.send('PATCH', `/api/admin/courses/${course.id}/status`, { token: boss.token, body: { status: 'draft' } }), AdminCourseResponseSchema);
    expect(await titlesOf(await api.send('GET', '/api/courses/search?title=proposal&page=1'))).toEqual([]);
    expect((await api.send('GET', `/api/courses/${course.id}`)).status).toBe(404);
    await expectSuccess(await api.send('PATCH', `/api/admin/courses/${course.id}/status`, { token: boss.token, body: { status: 'published' } }), AdminCourseResponseSchema);
    expect(await titlesOf(await api.send('GET', '/api/courses/search?title=proposal&page=1'))).toEqual([course.title]);
  });

  it('hears of a change made outside this instance from the database', async () => {
    const course = await seededCourse(api, PAID_COURSE);
    const detail = async () => (await expectSuccess(await api.send('GET', `/api/courses/${course.id}`), CourseDetailResponseSchema)).data.course.title;
    expect(await detail()).toBe(PAID_COURSE);
    await api.db.update(courses).set({ title: 'Build Your Global Profile, second edition' }).where(eq(courses.id, course.id));
    await expect.poll(detail, { timeout: 5000 }).toBe('Build Your Global Profile, second edition');
    await api.db.update(courses).set({ title: PAID_COURSE }).where(eq(courses.id, course.id));
    await expect.poll(detail, { timeout: 5000 }).toBe(PAID_COURSE);
  });

  it("draws the site's pages afresh after an admin change, and after one made outside this instance", async () => {
    const boss = await signedInAdmin(api);
    // The stand-in site draws the newest course's title on /courses.
    const drawn = async () => /<div id="root"[^>]*><h1>en: ([^<]*)<\/h1>/.exec(await (await api.send('GET', '/courses')).text())?.[1];
    const [newest, next] = await titlesOf(await api.send('GET', '/api/courses?page=1'));
    expect(await drawn()).toBe(newest);
    const course = await seededCourse(api, newest ?? '');
    await expectSuccess(await api.send('PATCH', `/api/admin/courses/${course.id}/status`, { token: boss.token, body: { status: 'draft' } }), AdminCourseResponseSchema);
    expect(await drawn()).toBe(next);
    await expectSuccess(await api.send('PATCH', `/api/admin/courses/${course.id}/status`, { token: boss.token, body: { status: 'published' } }), AdminCourseResponseSchema);
    expect(await drawn()).toBe(newest);

    await api.db.update(courses).set({ title: 'Retitled outside this instance' }).where(eq(courses.id, course.id));
    await expect.poll(drawn, { timeout: 5000 }).toBe('Retitled outside this instance');
    await api.db.update(courses).set({ title: newest ?? '' }).where(eq(courses.id, course.id));
    await expect.poll(drawn, { timeout: 5000 }).toBe(newest);
  });

  it('marks what a signed-in learner holds, fresh on every request, while the courses come from memory', async () => {
    const learner = await signedUpUser(api);
    const course = await seededCourse(api, PAID_COURSE);
    const held = async () => {
      const { courses: page } = (await expectSuccess(await api.send('GET', '/api/courses/search?title=global&page=1', { token: learner.token }), CoursesPageResponseSchema)).data;
      return page.find((found) => found._id === course.id)?.isSubscribed;
    };
    await api.send('GET', '/api/courses/search?title=global&page=1');
    expect(await held()).toBe(false);
    await paidPayment(api, learner.token, course.id);
    expect(await held()).toBe(true);
    // A learner's answer is theirs: no tag a proxy or another reader could share.
    const mine = await api.send('GET', '/api/courses?page=1', { token: learner.token });
    expect([mine.headers.get('etag'), mine.headers.get('cache-control')]).toEqual([null, 'no-store']);
    // The same for a browser, whose session rides in its cookie.
    const browser = await api.send('GET', '/api/courses/search?title=global&page=1', { headers: buyerCookie(learner.token) });
    expect(browser.headers.get('etag')).toBeNull();
    const { courses: page } = (await expectSuccess(browser, CoursesPageResponseSchema)).data;
    expect(page.find((found) => found._id === course.id)?.isSubscribed).toBe(true);
  });
});

const postgresUrl = inject('postgresUrl');

describe.runIf(postgresUrl)('two instances on one PostgreSQL', () => {
  it('a change written through one reaches the catalogue in memory of the other', async () => {
    await onTwoConnections(postgresUrl ?? '', async (one, two) => {
      await seedIfEmpty(one.db);
      const instances = await Promise.all(
        [one, two].map(async (connection) => {
          const catalogue = catalogueCache();
          const stop = await connection.listen(CATALOGUE_CHANNEL, () => catalogue.invalidate());
          return { app: createApp({ db: connection.db, catalogue }), stop };
        }),
      );
      try {
        const [first, second] = instances as [(typeof instances)[number], (typeof instances)[number]];
        const search = async () => titlesOf(await second.app.request('/api/courses/search?title=proposal&page=1'));
        expect(await search()).toEqual(['Research Proposal Writing']);
        // The write goes through the first instance's database connection, as its admin route would.
        await one.db.update(courses).set({ status: 'archived' }).where(eq(courses.title, 'Research Proposal Writing'));
        await expect.poll(search, { timeout: 5000 }).toEqual([]);
        expect((await first.app.request('/api/courses/search?title=proposal&page=1')).status).toBe(200);
      } finally {
        for (const { stop } of instances) await stop();
      }
    });
  });
});
