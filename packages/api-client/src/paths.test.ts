import { describe, expect, it } from 'vitest';
import { addressLanguage, inLanguage, isSiteAddress, safeReturnPath, sitePaths, withoutLanguage } from './paths';

describe('where login returns', () => {
  it('carries the page in the login address', () => {
    expect(sitePaths.login()).toBe('/login');
    expect(sitePaths.login('/CoursePage/c-1')).toBe('/login?returnTo=%2FCoursePage%2Fc-1');
  });

  it.each(['/CoursePage/c-1', '/course/c-1/lessons', '/mycourses', '/search-results?query=%D8%B2', '/', '/ar', '/ar/mycourses'])('returns to the same-site path %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    undefined,
    null,
    '',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'CoursePage/c-1',
    '/login',
    '/login?returnTo=/x',
    '/signup',
    '/ar/login',
    '/AR/signup',
    '/CoursePage/c-1\nx',
    `/${'a'.repeat(2048)}`,
  ])('refuses %j: login then goes home', (value) => {
    expect(safeReturnPath(value)).toBeUndefined();
  });
});

describe('an address per language', () => {
  it.each([
    ['/', '/ar'],
    ['/courses', '/ar/courses'],
    ['/CoursePage/c-1', '/ar/CoursePage/c-1'],
    ['/search-results?query=x', '/ar/search-results?query=x'],
    ['/?tab=1', '/ar?tab=1'],
    ['/#contact', '/ar#contact'],
  ])('puts %s in Arabic at %s, and back', (english, arabic) => {
    expect(inLanguage(english, 'ar')).toBe(arabic);
    expect(inLanguage(arabic, 'ar')).toBe(arabic);
    expect(inLanguage(arabic, 'en')).toBe(english);
    expect(withoutLanguage(arabic)).toBe(english);
    expect(addressLanguage(arabic)).toBe('ar');
    expect(addressLanguage(english)).toBe('en');
  });

  it.each(['/archive', '/arabic', '/ar-eg/courses', '/about/ar'])('reads %s as English: only the segment `ar` is the language', (path) => {
    expect(addressLanguage(path)).toBe('en');
    expect(withoutLanguage(path)).toBe(path);
  });

  it.each(['https://accept.paymob.com/x', '//cdn.example/x', '/api/users/google/start', '/media/og/manara.png', 'mailto:a@b.c'])('leaves %s, not a page, as it is', (href) => {
    expect(inLanguage(href, 'ar')).toBe(href);
  });

  it.each(['/ar', '/ar/courses', '/AR/CoursePage/c-1', '/ar/admin/users'])('knows %s as a page', (path) => {
    expect(isSiteAddress(path)).toBe(true);
  });

  it.each(['/ar/nothing-here', '/ar/ar/courses', '/archive'])('knows %s is no page', (path) => {
    expect(isSiteAddress(path)).toBe(false);
  });
});
