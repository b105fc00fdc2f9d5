import { describe, expect, it } from 'vitest';
import { safeReturnPath, sitePaths } from './paths';

describe('where login returns', () => {
  it('carries the page in the login address', () => {
    expect(sitePaths.login()).toBe('/login');
    expect(sitePaths.login('/CoursePage/c-1')).toBe('/login?returnTo=%2FCoursePage%2Fc-1');
  });

  it.each(['/CoursePage/c-1', '/course/c-1/lessons', '/mycourses', '/search-results?query=%D8%B2', '/'])('returns to the same-site path %s', (path) => {
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
    '/CoursePage/c-1\nx',
    `/${'a'.repeat(2048)}`,
  ])('refuses %j: login then goes home', (value) => {
    expect(safeReturnPath(value)).toBeUndefined();
  });
});
