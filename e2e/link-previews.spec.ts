import { expect, test } from '@playwright/test';
import { courseTitled } from './support/catalogue';

/** What WhatsApp or Facebook read from a shared link: the HTML as sent, no JavaScript run. */
const metaOf = (html: string, key: string) => new RegExp(`<meta property="${key}" content="([^"]*)"`).exec(html)?.[1];

test.describe('link previews', () => {
  test('a course page sent as plain HTML names the course and its picture in its Open Graph tags', async ({ request, baseURL }) => {
    const course = await courseTitled(request, 'Build Your Global Profile');
    const response = await request.get(`/CoursePage/${course._id}`, { headers: { Accept: 'text/html' } });
    expect(response.ok()).toBe(true);
    const html = await response.text();
    expect(metaOf(html, 'og:title')).toBe(`${course.title} | Manara`);
    // The page's own title names the course too, once, as the browser tab shows it.
    expect(html.match(/<title>[^<]*<\/title>/g)).toEqual([`<title>${course.title} | Manara</title>`]);
    const image = metaOf(html, 'og:image') ?? '';
    expect(image).toMatch(new RegExp(`^${baseURL}/`));
    const picture = await request.get(image);
    expect(picture.ok()).toBe(true);
    expect(picture.headers()['content-type']).toMatch(/^image\//);
  });

  test('in Arabic, the about page sends its Arabic title and reads right to left', async ({ request }) => {
    const html = await (await request.get('/ar/about')).text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(metaOf(html, 'og:title')).toBe('عن منارة');
  });
});
