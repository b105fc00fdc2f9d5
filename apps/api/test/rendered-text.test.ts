import { AdminCourseResponseSchema } from '@manara/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { useAccountsApi } from './support/accounts-api';
import { signedInAdmin } from './support/admin';
import { testDrivers } from './support/drivers';
import { FAKE_SERVER_BUILD } from './support/fake-site';
import { expectSuccess } from './support/responses';

/*
 * A course's text goes into its pages exactly as written (docs/product/public-pages.md#pages-arrive-rendered):
 * nothing in it is read as an instruction by the code that assembles a page, whether a replacement pattern
 * of `String.replace` or markup that would end an element early.
 */

/** Every replacement pattern, markup that ends a script or opens a comment, and a line separator. */
const TRICKY = "US$$ 100 $` before $' after $& match </script><script>alert(1)</script> <!-- \u2028 end";

const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_entity, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[name] ?? '');
/** Text as React writes it in the page. */
const escapeText = (text: string) => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[char] ?? char);

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;
const scriptText = (html: string, attributes: string) => {
  const found = new RegExp(`<script ${attributes}>([\\s\\S]*?)</script>`).exec(html)?.[1];
  if (found === undefined) throw new Error(`No <script ${attributes}> in the page`);
  return found;
};

/** What a page that is one well-formed document holds: one of each, and no text let loose in it. */
function expectOneDocument(html: string) {
  expect(count(html, /<!doctype/gi)).toBe(1);
  expect(count(html, /id="root"/g)).toBe(1);
  expect(count(html, /<html\b/g)).toBe(1);
  expect(count(html, /<\/html>/g)).toBe(1);
  expect(count(html, /<title>/g)).toBe(1);
  // Every script the page opens is one the page meant, and closes where it meant to.
  expect(count(html, /<script\b/g)).toBe(count(html, /<\/script>/g));
  expect(html).not.toContain('<script>alert(1)');
  expect(html).not.toContain('<!--');
}

describe.each(testDrivers())('course text in the pages drawn on the server on $name', (driver) => {
  const api = useAccountsApi(driver, { seedCatalogue: true, fakeSite: { serverBuild: FAKE_SERVER_BUILD } });

  it('goes in exactly as written, escaped, in every page that shows it, each page one document', async () => {
    const boss = await signedInAdmin(api);
    const title = `Dollar ${TRICKY}`;
    const description = `About ${TRICKY}`;
    const created = await api.send('POST', '/api/admin/courses', { token: boss.token, body: { title, description, category: 'Manara', currentPrice: 100 } });
    const course = (await expectSuccess(created, AdminCourseResponseSchema, 201)).data.course;
    expect([course.title, course.description]).toEqual([title, description]);
    await expectSuccess(await api.send('PATCH', `/api/admin/courses/${course._id}/status`, { token: boss.token, body: { status: 'published' } }), AdminCourseResponseSchema);

    const page = async (path: string) => {
      const response = await api.send('GET', path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expectOneDocument(html);
      return html;
    };

    const coursePage = await page(`/CoursePage/${course._id}`);
    expect(coursePage).toContain(`<h1>${escapeText(title)}</h1><p>${escapeText(description)}</p>`);
    expect(JSON.parse(scriptText(coursePage, 'type="application/json" id="manara-data"'))).toMatchObject({ course: { title, description } });
    expect(decode(/<title>([^<]*)<\/title>/.exec(coursePage)?.[1] ?? '')).toBe(title);
    expect(decode(/<meta property="og:title" content="([^"]*)"/.exec(coursePage)?.[1] ?? '')).toBe(`${title} | Manara`);
    expect(decode(/<meta name="twitter:title" content="([^"]*)"/.exec(coursePage)?.[1] ?? '')).toBe(`${title} | Manara`);
    // The description of a preview is one line: the line separator is a space there.
    expect(decode(/<meta property="og:description" content="([^"]*)"/.exec(coursePage)?.[1] ?? '')).toBe(description.replace(/\s+/g, ' '));
    expect(JSON.parse(scriptText(coursePage, 'type="application/ld\\+json"'))).toMatchObject({ '@type': 'Course', name: title, description: description.replace(/\s+/g, ' ') });

    // The catalogue draws the newest course's title in its heading.
    const catalogue = await page('/courses');
    expect(catalogue).toContain(`<h1>en: ${escapeText(title)}</h1>`);
    expect(JSON.parse(scriptText(catalogue, 'type="application/json" id="manara-data"'))).toMatchObject({ courses: expect.arrayContaining([title]) });
  });
});
