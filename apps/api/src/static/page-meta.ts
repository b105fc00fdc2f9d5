import { apiPaths } from '@manara/api-client/api-paths';
import { absoluteUrl, inLanguage, SITE_LANGUAGES, sitePaths } from '@manara/api-client/paths';
import { findCourseDetail, findCoursesPage } from '../courses/queries';
import { certificateDate, certificateStanding } from '../credentials/queries';
import type { Database } from '../db/connection';
import type { PageLanguage } from '../http/reader-language';
import { COURSE_PAGE_SIZE } from '../http/pagination';
import { isUuid } from '../http/validate';
import { escapeHtml } from '../mail/mail-templates';
import { replaceVerbatim, scriptSafeJson } from './verbatim';

/*
 * What a shared link shows before any JavaScript runs (docs/product/public-pages.md#link-previews): each
 * public page's title, description and address, Open Graph and Twitter tags, and a course's own title,
 * picture and structured data, in the language of its address, with the page's address in the other
 * (docs/product/languages.md).
 */

/** `path` (a page's English address) on the site, absolute, in `lang`. */
const addressIn = (origin: string, path: string, lang: PageLanguage) => absoluteUrl(origin, inLanguage(path, lang));

/** The page at `path` (its English address), at its address in `lang`, and at its address in every language. */
const addresses = (origin: string, path: string, lang: PageLanguage) => ({
  canonical: addressIn(origin, path, lang),
  alternates: Object.fromEntries(SITE_LANGUAGES.map((other) => [other, addressIn(origin, path, other)])) as Record<PageLanguage, string>,
});

export type { PageLanguage } from '../http/reader-language';

export interface PageMeta {
  lang: PageLanguage;
  title: string;
  description: string;
  /** The page's one address in its language, absolute; none for the not-found page. */
  canonical?: string;
  /** The same page's address in each language, absolute (`hreflang`); none for the not-found page. */
  alternates?: Record<PageLanguage, string>;
  /** Search engines are asked not to list the page (the not-found page). */
  noindex?: boolean;
  /** Absolute. */
  image: string;
  /** The picture in words, for those who cannot see it. */
  imageAlt: string;
  type: 'website' | 'article';
  /** schema.org data (docs/product/public-pages.md#structured-data), a script each. */
  jsonLd?: Array<Record<string, unknown>>;
}

type Words = Record<PageLanguage, { title: string; description: string }>;

const SITE: Words = {
  en: {
    title: 'Manara: scholarships, mentorship and courses',
    description: 'Manara helps students and young professionals in Egypt find scholarships, mentors and the courses that get them there.',
  },
  ar: {
    title: 'منارة: منح دراسية وإرشاد ودورات',
    description: 'تساعد منارة الطلاب والشباب في مصر على إيجاد المنح الدراسية والمرشدين والدورات التي توصلهم إليها.',
  },
};

/** The public pages, by their one address. */
const PAGES: Record<string, Words> = {
  [sitePaths.home()]: SITE,
  [sitePaths.about()]: {
    en: { title: 'About Manara', description: 'Created in Egypt in 2022, Manara gives students personal guidance towards scholarships and careers.' },
    ar: { title: 'عن منارة', description: 'منارة منصة أُنشئت في مصر عام 2022 لتقدّم للطلاب إرشادًا شخصيًا نحو المنح الدراسية والمسارات المهنية.' },
  },
  [sitePaths.services()]: {
    en: { title: 'Our Services | Manara', description: 'Take the lead: join the Ambassador Program or ask for a mentor for your scholarship and career plans.' },
    ar: { title: 'خدماتنا | منارة', description: 'كن قائدًا: انضم إلى برنامج السفراء أو اطلب مرشدًا لخطتك الدراسية والمهنية.' },
  },
  [sitePaths.contact()]: {
    en: { title: 'Contact | Manara', description: 'Write to the Manara team: questions about courses, scholarships and programmes.' },
    ar: { title: 'تواصل معنا | منارة', description: 'راسل فريق منارة بأسئلتك عن الدورات والمنح والبرامج.' },
  },
  [sitePaths.courses()]: {
    en: { title: 'Courses | Manara', description: 'Courses for scholarship applications, languages and careers, in Arabic and English.' },
    ar: { title: 'الدورات | منارة', description: 'دورات للتقديم على المنح الدراسية واللغات والمسارات المهنية، بالعربية والإنجليزية.' },
  },
};

/** The picture a page without its own shows in a preview, and what it shows. */
const SITE_IMAGE = '/media/og/manara.png';
const SITE_IMAGE_ALT: Record<PageLanguage, string> = {
  en: 'A white and red lighthouse, the sign of Manara, on a dark blue sea',
  ar: 'منارة بيضاء وحمراء، شعار منارة، على بحر أزرق داكن',
};
const COURSE_PAGE = /^\/CoursePage\/([^/]+)$/i;
const CERTIFICATE_PAGE = /^\/certificate\/([^/]+)$/i;

/** The not-found page's words, as the site's own (`apps/site/src/routes/pageMessages.ts`). */
const NOT_FOUND: Words = {
  en: { title: 'Page Not Found · Manara', description: 'The page you are looking for does not exist or has moved.' },
  ar: { title: 'الصفحة غير موجودة · منارة', description: 'الصفحة التي تبحث عنها غير موجودة أو تم نقلها.' },
};

/** The tags of the not-found page: its words, the site's picture, no address of its own, and `noindex`. */
export function notFoundMeta({ lang, origin }: { lang: PageLanguage; origin: string }): PageMeta {
  return { lang, ...NOT_FOUND[lang], image: absoluteUrl(origin, SITE_IMAGE), imageAlt: SITE_IMAGE_ALT[lang], type: 'website', noindex: true };
}

/** The pages a search engine may list, besides the courses. */
export const PUBLIC_PAGES = Object.keys(PAGES);


/** A text cut at a word near `max` characters, with an ellipsis. */
const cut = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const head = flat.slice(0, max);
  return `${head.slice(0, Math.max(head.lastIndexOf(' '), max - 20)).trimEnd()}…`;
};

/** The tags for `path` (the page's English address, without its query), in `lang`. */
export async function pageMeta(db: Database, { path, lang, origin }: { path: string; lang: PageLanguage; origin: string }): Promise<PageMeta> {
  const normalized = path === '/' ? '/' : path.replace(/\/+$/, '').replace(/^\/contact$/i, sitePaths.contact());
  const course = COURSE_PAGE.exec(normalized)?.[1];
  if (course !== undefined && isUuid(course)) {
    const row = await findCourseDetail(db, course, undefined);
    if (row) {
      const { canonical, alternates } = addresses(origin, sitePaths.coursePage(row.id), lang);
      const image = absoluteUrl(origin, row.imageUrl ?? SITE_IMAGE);
      const description = cut(row.description, 200);
      return {
        lang,
        title: `${row.title} | ${lang === 'ar' ? 'منارة' : 'Manara'}`,
        description,
        canonical,
        alternates,
        image,
        // A course's picture illustrates its title, which says what a reader needs of it.
        imageAlt: row.title,
        type: 'article',
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'Course',
            name: row.title,
            description,
            url: canonical,
            image,
            inLanguage: row.language,
            provider: manara(origin, lang),
            offers: { '@type': 'Offer', price: row.currentPrice.toFixed(2), priceCurrency: 'EGP', category: row.currentPrice === 0 ? 'Free' : 'Paid' },
            // Taken online, at the learner's pace: one instance, which is where the instructor belongs.
            hasCourseInstance: {
              '@type': 'CourseInstance',
              courseMode: 'online',
              courseWorkload: isoDuration(row.totalMinutes * 60),
              ...(row.instructorName ? { instructor: { '@type': 'Person', name: row.instructorName } } : {}),
            },
          },
        ],
      };
    }
  }
  const certificate = CERTIFICATE_PAGE.exec(normalized)?.[1];
  if (certificate !== undefined) {
    const meta = await certificateMeta(db, { id: certificate, lang, origin });
    if (meta) return meta;
  }
  const page = PAGES[normalized];
  const words = (page ?? SITE)[lang];
  return {
    lang,
    title: words.title,
    description: words.description,
    ...addresses(origin, page ? normalized : sitePaths.home(), lang),
    image: absoluteUrl(origin, SITE_IMAGE),
    imageAlt: SITE_IMAGE_ALT[lang],
    type: 'website',
    jsonLd: normalized === sitePaths.home() ? homeData(origin, lang) : normalized === sitePaths.courses() ? await catalogueData(db, origin, lang) : undefined,
  };
}

/**
 * A certificate's page: its learner, course and date, so a shared link (LinkedIn's "Add to profile" among them)
 * previews the certificate; the course's picture. Revoked, it names no one. Always `noindex`: a learner shares
 * the link, but a search for their name should not turn it up.
 */
async function certificateMeta(db: Database, { id, lang, origin }: { id: string; lang: PageLanguage; origin: string }): Promise<PageMeta | undefined> {
  const { certificate, revocation } = await certificateStanding(db, id);
  const site = { lang, ...addresses(origin, sitePaths.certificate(id), lang), noindex: true, type: 'website' as const, image: absoluteUrl(origin, SITE_IMAGE), imageAlt: SITE_IMAGE_ALT[lang] };
  if (revocation) return { ...site, ...REVOKED[lang] };
  if (!certificate) return undefined;
  const words = { learner: certificate.learnerName, course: certificate.courseTitle, date: certificateDate(certificate.completedAt, lang) };
  return {
    ...site,
    title: CERTIFICATE[lang].title(words),
    description: CERTIFICATE[lang].description(words),
    // The certificate as a card: its learner, course, date and issuer, readable in a preview's thumbnail.
    image: absoluteUrl(origin, apiPaths.certificatePreview(id, lang)),
    imageAlt: CERTIFICATE[lang].imageAlt(words),
  };
}

type CertificateWords = { learner: string; course: string; date: string };
const CERTIFICATE: Record<PageLanguage, Record<'title' | 'description' | 'imageAlt', (words: CertificateWords) => string>> = {
  en: {
    title: ({ learner, course }) => `Certificate: ${learner}, ${course} | Manara`,
    imageAlt: ({ learner, course, date }) => `Certificate of completion: ${learner}, ${course}, ${date}, issued by Manara`,
    description: ({ learner, course, date }) => `${learner} completed ${course} on Manara on ${date}. Manara issued this certificate; this page verifies it.`,
  },
  ar: {
    title: ({ learner, course }) => `شهادة: ${learner}، ${course} | منارة`,
    imageAlt: ({ learner, course, date }) => `شهادة إتمام: ${learner}، ${course}، ${date}، صادرة عن منارة`,
    description: ({ learner, course, date }) => `أتمّ ${learner} دورة ${course} على منارة في ${date}. أصدرت منارة هذه الشهادة، وهذه الصفحة تتحقق منها.`,
  },
};
const REVOKED: Words = {
  en: { title: 'Revoked certificate | Manara', description: 'Manara revoked this certificate. It no longer stands.' },
  ar: { title: 'شهادة ملغاة | منارة', description: 'ألغت منارة هذه الشهادة، فلم تعد قائمة.' },
};

/** Manara as the provider of its courses and the publisher of its site. */
const manara = (origin: string, lang: PageLanguage) => ({ '@type': 'Organization', name: 'Manara', url: addressIn(origin, sitePaths.home(), lang) });

/** A length in seconds as an ISO 8601 duration in whole hours and minutes: `PT2H5M`, `PT45M`, `PT3H`. */
export function isoDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  return `PT${hours > 0 ? `${hours}H` : ''}${minutes % 60 > 0 || hours === 0 ? `${minutes % 60}M` : ''}`;
}

/** The home page: Manara, and its site with the search that finds courses. */
function homeData(origin: string, lang: PageLanguage) {
  const home = addressIn(origin, sitePaths.home(), lang);
  return [
    { '@context': 'https://schema.org', ...manara(origin, lang), logo: absoluteUrl(origin, '/favicon.svg'), image: absoluteUrl(origin, SITE_IMAGE) },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'Manara',
      url: home,
      inLanguage: lang,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${addressIn(origin, sitePaths.searchResults.pattern, lang)}?${sitePaths.searchResults.query}={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

/** The catalogue: the courses its first section shows, in its order. */
async function catalogueData(db: Database, origin: string, lang: PageLanguage) {
  const { rows } = await findCoursesPage(db, { page: 1, pageSize: COURSE_PAGE_SIZE });
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: rows.map((row, index) => ({ '@type': 'ListItem', position: index + 1, url: addressIn(origin, sitePaths.coursePage(row.id), lang), name: row.title })),
    },
  ];
}

/** Open Graph's name for each language (language and territory). */
const OG_LOCALE: Record<PageLanguage, string> = { en: 'en_US', ar: 'ar_EG' };

/** The head tags for `meta`, every value escaped; JSON-LD with `<` escaped so it cannot close its script (`scriptSafeJson`). */
export function renderMeta(meta: PageMeta): string {
  const tag = (attribute: 'name' | 'property', key: string, value: string) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    ...(meta.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    ...(meta.canonical === undefined ? [] : [`<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`]),
    // The page in each language, and English for a reader of neither.
    ...Object.entries(meta.alternates ?? {}).map(([lang, href]) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(href)}" />`),
    ...(meta.alternates ? [`<link rel="alternate" hreflang="x-default" href="${escapeHtml(meta.alternates.en)}" />`] : []),
    tag('property', 'og:site_name', 'Manara'),
    tag('property', 'og:type', meta.type),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    ...(meta.canonical === undefined ? [] : [tag('property', 'og:url', meta.canonical)]),
    tag('property', 'og:image', meta.image),
    tag('property', 'og:image:alt', meta.imageAlt),
    tag('property', 'og:locale', OG_LOCALE[meta.lang]),
    ...Object.keys(meta.alternates ?? {})
      .filter((lang) => lang !== meta.lang)
      .map((lang) => tag('property', 'og:locale:alternate', OG_LOCALE[lang as PageLanguage])),
    tag('name', 'twitter:card', 'summary_large_image'),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', meta.description),
    tag('name', 'twitter:image', meta.image),
    tag('name', 'twitter:image:alt', meta.imageAlt),
    ...(meta.jsonLd ?? []).map((data) => `<script type="application/ld+json">${scriptSafeJson(data)}</script>`),
  ].join('\n    ');
}

/**
 * `index.html` with the page's language, title and tags in place of the build's defaults. A course's title
 * and description go in verbatim: never as a replacement string, which would read `$'` in them.
 */
export function withMeta(html: string, meta: PageMeta): string {
  const steps: Array<[RegExp, string]> = [
    [/<html[^>]*>/i, `<html lang="${meta.lang}" dir="${meta.lang === 'ar' ? 'rtl' : 'ltr'}">`],
    [/<title>[\s\S]*?<\/title>/i, `<title>${escapeHtml(meta.title)}</title>`],
    [/<meta\s+name="description"[\s\S]*?\/?>/i, ''],
    [/<\/head>/i, `  ${renderMeta(meta)}\n  </head>`],
  ];
  return steps.reduce((page, [pattern, text]) => replaceVerbatim(page, pattern, text), html);
}
