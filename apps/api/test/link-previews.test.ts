import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { validateXML } from 'xmllint-wasm';
import { certificateRevocations, certificates, courses, users } from '../src/db/schema';
import { SEED_COURSES } from '../src/seed/catalogue';
import { testDrivers } from './support/drivers';
import { useSeededApi } from './support/seeded-api';

/** The page's tags as a crawler reads them, without running anything. */
function tagsOf(html: string) {
  const meta = (key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
  const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return {
    lang: /<html lang="(\w+)" dir="(\w+)">/.exec(html)?.slice(1),
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: meta('description'),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    alternates: Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)"/g)].map((match) => [match[1], match[2]])),
    ogLocale: meta('og:locale'),
    ogLocaleAlternate: meta('og:locale:alternate'),
    ogTitle: meta('og:title'),
    ogDescription: meta('og:description'),
    ogUrl: meta('og:url'),
    twitterTitle: meta('twitter:title'),
    twitterDescription: meta('twitter:description'),
    twitterImage: meta('twitter:image'),
    ogImage: meta('og:image'),
    ogImageAlt: meta('og:image:alt'),
    twitterImageAlt: meta('twitter:image:alt'),
    ogType: meta('og:type'),
    twitterCard: meta('twitter:card'),
    jsonLd: jsonLd === undefined ? undefined : (JSON.parse(jsonLd) as Record<string, unknown>),
    titles: (html.match(/<title>/g) ?? []).length,
    descriptions: (html.match(/<meta name="description"/g) ?? []).length,
  };
}

describe.each(testDrivers())('link previews and search engines on $name', (driver) => {
  const api = useSeededApi(driver);
  const page = async (path: string, headers: Record<string, string> = {}) => {
    const response = await api.request(path, { headers });
    expect(response.status).toBe(200);
    return tagsOf(await response.text());
  };
  const published = async () => {
    const [course] = await api.db.select().from(courses).where(eq(courses.title, SEED_COURSES[0]?.title ?? ''));
    if (!course) throw new Error('No seeded course');
    return course;
  };

  it('gives a course page its title, description, picture, address and Course data, without JavaScript', async () => {
    const course = await published();
    const tags = await page(`/CoursePage/${course.id}`);
    expect(tags).toMatchObject({
      lang: ['en', 'ltr'],
      title: `${course.title} | Manara`,
      ogTitle: `${course.title} | Manara`,
      ogType: 'article',
      canonical: `http://localhost:3000/CoursePage/${course.id}`,
      ogImage: `http://localhost:3000${course.imageUrl}`,
      twitterCard: 'summary_large_image',
      titles: 1,
      descriptions: 1,
    });
    expect(tags.description?.length).toBeLessThanOrEqual(201);
    expect(tags.jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: course.title,
      provider: { '@type': 'Organization', name: 'Manara' },
      offers: { priceCurrency: 'EGP', price: course.currentPrice.toFixed(2) },
    });
    const picture = await api.request(course.imageUrl ?? '');
    expect(picture.status).toBe(200);
  });

  it.each([
    ['/', '/ar', 'Manara: scholarships, mentorship and courses', 'منارة: منح دراسية وإرشاد ودورات'],
    ['/about', '/ar/about', 'About Manara', 'عن منارة'],
    ['/services', '/ar/services', 'Our Services | Manara', 'خدماتنا | منارة'],
    ['/contact', '/ar/contact', 'Contact | Manara', 'تواصل معنا | منارة'],
    ['/Contact', '/ar/Contact', 'Contact | Manara', 'تواصل معنا | منارة'],
    ['/courses', '/ar/courses', 'Courses | Manara', 'الدورات | منارة'],
  ])('titles %s in English and %s in Arabic, each naming the other', async (englishPath, arabicPath, english, arabic) => {
    const origin = 'http://localhost:3000';
    const alternates = { en: `${origin}${englishPath.toLowerCase()}`, ar: `${origin}${arabicPath.toLowerCase()}`, 'x-default': `${origin}${englishPath.toLowerCase()}` };
    expect(await page(englishPath)).toMatchObject({
      title: english,
      ogTitle: english,
      lang: ['en', 'ltr'],
      canonical: alternates.en,
      alternates,
      ogLocale: 'en_US',
      ogLocaleAlternate: 'ar_EG',
    });
    const inArabic = await page(arabicPath);
    expect(inArabic).toMatchObject({ title: arabic, lang: ['ar', 'rtl'], canonical: alternates.ar, alternates, ogLocale: 'ar_EG', ogLocaleAlternate: 'en_US' });
    const image = await api.request(new URL(inArabic.ogImage ?? '').pathname);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('gives every public page, in each language, one head a crawler reads whole without JavaScript', async () => {
    const course = await published();
    for (const english of ['/', '/about', '/services', '/contact', '/courses', `/CoursePage/${course.id}`]) {
      for (const path of [english, english === '/' ? '/ar' : `/ar${english}`]) {
        const tags = await page(path);
        const own = `http://localhost:3000${path}`;
        expect(tags, path).toMatchObject({ titles: 1, descriptions: 1, canonical: own, ogUrl: own, ogTitle: tags.title, twitterTitle: tags.title, twitterCard: 'summary_large_image' });
        expect(tags.description, path).toMatch(/\S{3}/);
        expect([tags.ogDescription, tags.twitterDescription], path).toEqual([tags.description, tags.description]);
        expect(tags.twitterImage, path).toBe(tags.ogImage);
        expect(Object.keys(tags.alternates).sort(), path).toEqual(['ar', 'en', 'x-default']);
        expect(tags.alternates.en, path).toBe(`http://localhost:3000${english}`);
      }
    }
  });

  it('lets the address alone say the language: neither the browser’s languages nor a remembered choice change a page', async () => {
    const arabicReader: Array<Record<string, string>> = [{ 'Accept-Language': 'ar-EG,ar;q=0.9' }, { Cookie: 'manara_locale=ar' }];
    for (const headers of arabicReader) {
      expect((await page('/about', headers)).lang).toEqual(['en', 'ltr']);
    }
    expect((await page('/ar/about', { 'Accept-Language': 'en-US', Cookie: 'manara_locale=en' })).lang).toEqual(['ar', 'rtl']);
    const response = await api.request('/ar/about');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('describes a draft, an unknown or a malformed course as the not-found page, never its own content', async () => {
    const course = await published();
    await api.db.update(courses).set({ status: 'draft' }).where(eq(courses.id, course.id));
    try {
      for (const path of [`/CoursePage/${course.id}`, '/CoursePage/00000000-0000-4000-8000-000000000000', '/CoursePage/<script>']) {
        const response = await api.request(path);
        expect(response.status).toBe(404);
        const tags = tagsOf(await response.text());
        expect(tags).toMatchObject({ title: 'Page Not Found · Manara', ogType: 'website', canonical: undefined, jsonLd: undefined });
      }
    } finally {
      await api.db.update(courses).set({ status: 'published' }).where(eq(courses.id, course.id));
    }
  });

  it('lists the public pages and every published course in sitemap.xml, and points robots at it', async () => {
    const course = await published();
    await api.db.update(courses).set({ status: 'archived' }).where(eq(courses.id, course.id));
    try {
      const sitemap = await api.request('/sitemap.xml');
      expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
      const xml = await sitemap.text();
      const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
      const publicPages = ['/', '/about', '/services', '/contact', '/courses'];
      expect(locations).toEqual(expect.arrayContaining(publicPages.map((path) => `http://localhost:3000${path}`)));
      expect(locations).toEqual(expect.arrayContaining(['http://localhost:3000/ar', ...publicPages.slice(1).map((path) => `http://localhost:3000/ar${path}`)]));
      expect(locations.filter((location) => location?.includes('/CoursePage/'))).toHaveLength(2 * (SEED_COURSES.length - 1));
      expect(locations).not.toContain(`http://localhost:3000/CoursePage/${course.id}`);
      // Each entry names the page in both languages, and English for readers of neither.
      const about = /<url><loc>http:\/\/localhost:3000\/ar\/about<\/loc>(.*?)<\/url>/.exec(xml)?.[1];
      expect(about).toBe(
        '<xhtml:link rel="alternate" hreflang="en" href="http://localhost:3000/about"/>' +
          '<xhtml:link rel="alternate" hreflang="ar" href="http://localhost:3000/ar/about"/>' +
          '<xhtml:link rel="alternate" hreflang="x-default" href="http://localhost:3000/about"/>',
      );
      // And the whole file is valid by the sitemaps.org schema (with XHTML's link for the alternates).
      const schemas = new URL('./sitemaps/', import.meta.url);
      const file = async (name: string) => ({ fileName: name, contents: await readFile(new URL(name, schemas), 'utf8') });
      const checked = await validateXML({
        xml: [{ fileName: 'sitemap.xml', contents: xml }],
        schema: [await file('sitemap-with-alternates.xsd')],
        preload: [await file('sitemap.xsd'), await file('xhtml-link.xsd')],
      });
      expect(checked.errors).toEqual([]);
      expect(checked.valid).toBe(true);
    } finally {
      await api.db.update(courses).set({ status: 'published' }).where(eq(courses.id, course.id));
    }
    const robots = await (await api.request('/robots.txt')).text();
    expect(robots.split('\n')).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /admin', 'Disallow: /ar/admin', 'Disallow: /api/', 'Sitemap: http://localhost:3000/sitemap.xml']));
    // A parser that takes the first rule whose path starts the address (Python's robotparser) reads it as
    // the longest-match ones (Google's) do.
    const rules = robots.split('\n').flatMap((line) => {
      const rule = /^(Allow|Disallow): (.*)$/.exec(line);
      return rule ? [{ allow: rule[1] === 'Allow', path: rule[2] ?? '' }] : [];
    });
    const firstMatch = (path: string) => rules.find((rule) => path.startsWith(rule.path))?.allow ?? true;
    expect(['/admin/dashboard', '/ar/admin/users', '/api/courses', '/', '/courses', '/about', '/ar/about'].map(firstMatch)).toEqual([false, false, false, true, true, true, true]);
  });

  it("gives a certificate's page its own head: the learner, the course and Manara, at its own address, kept out of search engines", async () => {
    const course = await published();
    const [learner] = await api.db
      .insert(users)
      .values({ firstName: 'Salma', lastName: 'Learner', email: 'salma.head@example.com', passwordHash: 'not a hash: never signs in' })
      .returning();
    if (!learner) throw new Error('No learner');
    const id = 'HeadOfACertificate0001';
    await api.db.insert(certificates).values({
      id,
      userId: learner.id,
      courseId: course.id,
      learnerName: 'Salma Learner',
      courseTitle: course.title,
      completedAt: new Date('2026-11-20T10:00:00Z'),
      completedLessons: 3,
      totalLessons: 3,
      completionPercentage: 100,
    });
    try {
      const read = async (language: 'en' | 'ar') => {
        const response = await api.request(`${language === 'ar' ? '/ar' : ''}/certificate/${id}`);
        expect(response.status).toBe(200);
        const html = await response.text();
        return { ...tagsOf(html), noindex: html.includes('<meta name="robots" content="noindex" />') };
      };
      const english = await read('en');
      expect(english).toMatchObject({
        title: `Certificate: Salma Learner, ${course.title} | Manara`,
        ogTitle: `Certificate: Salma Learner, ${course.title} | Manara`,
        canonical: `http://localhost:3000/certificate/${id}`,
        ogImage: `http://localhost:3000/api/certificates/${id}/preview.png`,
        ogImageAlt: `Certificate of completion: Salma Learner, ${course.title}, 20 November 2026, issued by Manara`,
        noindex: true,
        titles: 1,
      });
      // The preview is the certificate drawn as a card, wide as previews are, in the page's language.
      const card = async (path: string) => {
        const response = await api.request(new URL(path).pathname + new URL(path).search);
        expect(response.status, path).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/png');
        const bytes = Buffer.from(await response.arrayBuffer());
        expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
        return bytes;
      };
      const englishCard = await card(english.ogImage ?? '');
      expect(english.description).toBe(`Salma Learner completed ${course.title} on Manara on 20 November 2026. Manara issued this certificate; this page verifies it.`);
      const arabic = await read('ar');
      expect(arabic.canonical).toBe(`http://localhost:3000/ar/certificate/${id}`);
      expect(arabic.ogImage).toBe(`http://localhost:3000/api/certificates/${id}/preview.png?lang=ar`);
      expect((await card(arabic.ogImage ?? '')).equals(englishCard)).toBe(false);
      expect(arabic.alternates).toEqual({ en: english.canonical, ar: arabic.canonical, 'x-default': english.canonical });
      expect(arabic.title).toBe(`شهادة: Salma Learner، ${course.title} | منارة`);
      expect(arabic.description).toMatch(/^أتمّ Salma Learner دورة .* على منارة في ٢٠ نوفمبر ٢٠٢٦\./);

      // Revoked, the page no longer names anyone.
      await api.db.insert(certificateRevocations).values({ certificateId: id, statusIndex: 90_001, reason: 'Issued in error' });
      const revoked = await read('en');
      expect(revoked).toMatchObject({ title: 'Revoked certificate | Manara', canonical: `http://localhost:3000/certificate/${id}`, noindex: true });
      expect(JSON.stringify(revoked)).not.toContain('Salma');
      // Nor does any card: a revoked certificate has none.
      const gone = await api.request(`/api/certificates/${id}/preview.png`);
      expect(gone.status).toBe(410);
      expect(await gone.json()).toMatchObject({ status: 'fail', code: 'CERTIFICATE_REVOKED' });
    } finally {
      // The learner's certificate goes with them, and leaves a revocation behind (decision 059): that goes last.
      await api.db.delete(users).where(eq(users.id, learner.id));
      await api.db.delete(certificateRevocations).where(eq(certificateRevocations.certificateId, id));
    }
    // An address no certificate has is the not-found page.
    expect((await api.request('/certificate/NoSuchCertificate00000')).status).toBe(404);
  });

  it('describes the preview picture in words, for a course and for the other pages, in either language', async () => {
    const course = await published();
    expect(await page(`/CoursePage/${course.id}`)).toMatchObject({ ogImageAlt: course.title, twitterImageAlt: course.title });
    const english = await page('/about');
    expect(english.ogImageAlt).toMatch(/lighthouse/);
    expect(english.twitterImageAlt).toBe(english.ogImageAlt);
    const arabic = await page('/ar/about');
    expect(arabic.ogImageAlt).toMatch(/منارة/);
    expect(arabic.twitterImageAlt).toBe(arabic.ogImageAlt);
  });
});
