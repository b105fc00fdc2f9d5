import { ADMIN_PAGES, inLanguage, isSiteAddress, sitePaths, type SitePage } from '@manara/api-client/paths';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

/** Every address each builder can give, with sample arguments. */
const samples: Record<SitePage, string[]> = {
  home: [sitePaths.home()],
  about: [sitePaths.about()],
  services: [sitePaths.services()],
  contact: [sitePaths.contact(), '/Contact'],
  courses: [sitePaths.courses()],
  coursePage: [sitePaths.coursePage('c-1')],
  searchResults: [sitePaths.searchResults('ielts')],
  lessons: [sitePaths.lessons('c-1')],
  profile: [sitePaths.profile()],
  myCourses: [sitePaths.myCourses()],
  certificates: [sitePaths.certificates()],
  myApplications: [sitePaths.myApplications()],
  certificate: [sitePaths.certificate('Zx8-certificate-id')],
  login: [sitePaths.login()],
  signup: [sitePaths.signup()],
  forgotPassword: [sitePaths.forgotPassword()],
  resetPassword: [sitePaths.resetPassword('token-1')],
  verifyEmail: [sitePaths.verifyEmail('token-1')],
  googleCallback: [sitePaths.googleCallback()],
  paymentResult: [sitePaths.paymentResult('p-1')],
  admin: ADMIN_PAGES.map((page) => sitePaths.admin(page)),
};

/** The not-found page's routes, one per language: they catch every address no page has. */
const NOT_FOUND = ['*', '/ar/*'];

/** The pattern of the deepest route that serves `href`. */
function servedBy(href: string): string | undefined {
  const { pathname } = new URL(href, 'https://manara.test');
  const matches = matchRoutes(routes, pathname) ?? [];
  return matches.at(-1)?.route.path ?? (matches.at(-1)?.route.index ? 'index' : undefined);
}

describe('the router and the path table', () => {
  it.each(Object.entries(samples))('serves every address of %s, in both languages', (_name, hrefs) => {
    for (const href of hrefs.flatMap((english) => [english, inLanguage(english, 'ar')])) {
      expect([href, NOT_FOUND.includes(servedBy(href) ?? '')]).toEqual([href, false]);
    }
  });

  it('serves each language its own not-found page', () => {
    expect(servedBy('/nothing-here')).toBe('*');
    expect(servedBy('/ar/nothing-here')).toBe('/ar/*');
  });

  it.each([
    ...Object.values(samples).flat(),
    ...Object.values(samples)
      .flat()
      .map((href) => inLanguage(href, 'ar')),
    '/ar/nothing-here',
    '/ar/ar',
    '/arabic',
    '/courses/c-1',
    '/admin',
    '/about/',
    '/COURSES',
    '/admin/nope',
    '/unknown/deep/path',
    '/CoursePage',
    '/CoursePage/c-1/more',
    '/index.html',
    '/course/c-1',
  ])('tells the server whether %s is a page, as the router does (404 for the not-found page)', (href) => {
    const { pathname } = new URL(href, 'https://manara.test');
    expect(isSiteAddress(pathname)).toBe(!NOT_FOUND.includes(servedBy(href) ?? ''));
  });

  it('builds addresses that round-trip their arguments', () => {
    expect(sitePaths.coursePage('a b/c')).toBe('/CoursePage/a%20b%2Fc');
    expect(sitePaths.resetPassword()).toBe('/reset-password');
    expect(sitePaths.paymentResult('p 1')).toBe('/payment/result?paymentId=p+1');
    expect(sitePaths.searchResults('زمالة')).toBe(`/search-results?query=${encodeURIComponent('زمالة')}`);
  });
});
