import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { ARABIC_ERRORS, arabicMessages, hasArabic, localizeError, localizeMessage } from './messages';
import * as schemas from './schemas';

/** Every `message` a valibot schema holds, in its pipes, entries, wrapped and optional parts. */
function messagesOf(node: unknown, found = new Set<string>(), seen = new Set<object>()): Set<string> {
  if (typeof node !== 'object' || node === null || seen.has(node)) return found;
  seen.add(node);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'message' && typeof value === 'string') found.add(value);
    else messagesOf(value, found, seen);
  }
  return found;
}

/** The schemas forms use: the account and admin request bodies and the form schemas beside them. */
const accountSchemas = Object.entries(schemas).filter(([name]) =>
  /^(Login|Register|ForgotPassword|ResetPassword|UpdatePassword|ChangePassword|UpdateProfile|BlockUser|CourseForm|LessonForm|AmbassadorApplication|MentorshipRequest|ReviewApplication|ContactMessage)\w*(Body|Form)Schema$/.test(name),
);

describe('the Arabic catalogue', () => {
  it('finds the account schemas', () => {
    expect(accountSchemas.map(([name]) => name)).toEqual(
      expect.arrayContaining(['LoginBodySchema', 'LoginFormSchema', 'RegisterBodySchema', 'ChangePasswordFormSchema', 'UpdateProfileBodySchema', 'CourseFormBodySchema', 'LessonFormBodySchema']),
    );
  });

  it.each(accountSchemas)('has every message %s can produce', (_name, schema) => {
    expect([...messagesOf(schema)].filter((message) => !hasArabic(message))).toEqual([]);
  });

  it('has Arabic (not English left in place) for every entry', () => {
    for (const [english, arabic] of Object.entries(arabicMessages)) {
      expect(arabic, english).toMatch(/[\u0600-\u06FF]/);
      expect(arabic).not.toBe(english);
    }
  });

  it('translates a known sentence, and only into Arabic', () => {
    expect(localizeMessage('Passwords do not match', 'ar')).toBe('كلمتا المرور غير متطابقتين');
    expect(localizeMessage('Passwords do not match', 'en')).toBe('Passwords do not match');
  });

  it('leaves an unknown or already translated message as it is', () => {
    expect(localizeMessage('A rule without words yet', 'ar')).toBe('A rule without words yet');
    expect(localizeMessage('كلمتا المرور غير متطابقتين', 'ar')).toBe('كلمتا المرور غير متطابقتين');
  });

  it.each([
    [1, 'محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد دقيقة واحدة.'],
    [2, 'محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد دقيقتين.'],
    [5, 'محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد 5 دقائق.'],
    [15, 'محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد 15 دقيقة.'],
  ])('counts minutes the Arabic way: %i', (minutes, arabic) => {
    const english = `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
    expect(hasArabic(english)).toBe(true);
    expect(localizeMessage(english, 'ar')).toBe(arabic);
  });
});

describe('errors in the reader\'s language', () => {
  const failure = (code: ApiError['code'], message: string, extra: Partial<Pick<ApiError, 'field' | 'retryAfterSeconds'>> = {}) =>
    new ApiError({ status: 400, code, message, ...extra });

  it('has Arabic for every code', () => {
    for (const [code, arabic] of Object.entries(ARABIC_ERRORS)) expect(arabic, code).toMatch(/[\u0600-\u06FF]/);
  });

  it('translates by the code, whatever the sentence says', () => {
    const reworded = failure('ACCOUNT_BLOCKED', 'This account cannot enrol right now.');
    expect(localizeError(reworded, 'fallback', 'ar')).toBe(ARABIC_ERRORS.ACCOUNT_BLOCKED);
    expect(localizeError(reworded, 'fallback', 'en')).toBe('This account cannot enrol right now.');
  });

  it('shows a broken rule in its own words', () => {
    expect(localizeError(failure('VALIDATION', 'Passwords do not match', { field: 'confirmPassword' }), 'x', 'ar')).toBe('كلمتا المرور غير متطابقتين');
  });

  it('tells the wait from the seconds, not from the sentence', () => {
    const limited = failure('RATE_LIMITED', 'Slow down', { retryAfterSeconds: 90 });
    expect(localizeError(limited, 'x', 'ar')).toBe('محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد دقيقتين.');
  });

  it('shows the caller\'s words for anything that is not an API answer', () => {
    expect(localizeError(new Error('boom'), 'تعذّر التحميل', 'ar')).toBe('تعذّر التحميل');
    expect(localizeError(new ApiError({ status: 0, message: 'Failed to load' }), 'تعذّر التحميل', 'ar')).toBe('تعذّر التحميل');
  });
});
