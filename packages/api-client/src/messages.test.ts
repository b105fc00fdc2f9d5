import { describe, expect, it } from 'vitest';
import { arabicMessages, hasArabic, localizeMessage } from './messages';
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

/** The account schemas forms use: request bodies and the form schemas beside them. */
const accountSchemas = Object.entries(schemas).filter(([name]) =>
  /^(Login|Register|ForgotPassword|ResetPassword|UpdatePassword|ChangePassword|UpdateProfile)\w*(Body|Form)Schema$/.test(name),
);

describe('the Arabic catalogue', () => {
  it('finds the account schemas', () => {
    expect(accountSchemas.map(([name]) => name)).toEqual(
      expect.arrayContaining(['LoginBodySchema', 'LoginFormSchema', 'RegisterBodySchema', 'ChangePasswordFormSchema', 'UpdateProfileBodySchema']),
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
