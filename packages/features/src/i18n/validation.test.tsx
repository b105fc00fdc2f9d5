import * as schemas from '@manara/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { $locale } from './i18n';
import { useValidationMessage, validationEnglish } from './validation';

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
const accountSchemas = Object.entries(schemas).filter(([name]) => /^(Login|Register|ForgotPassword|ResetPassword|UpdatePassword|ChangePassword|UpdateProfile)\w*(Body|Form)Schema$/.test(name));

describe('validation messages', () => {
  it('finds the account schemas', () => {
    expect(accountSchemas.map(([name]) => name)).toEqual(
      expect.arrayContaining(['LoginBodySchema', 'LoginFormSchema', 'RegisterBodySchema', 'ChangePasswordFormSchema', 'UpdateProfileBodySchema']),
    );
  });

  it.each(accountSchemas)('every message %s can produce has an entry (and so its Arabic)', (_name, schema) => {
    const missing = [...messagesOf(schema)].filter((message) => !Object.hasOwn(validationEnglish, message));
    expect(missing).toEqual([]);
  });

  it('the English is the contract, verbatim', () => {
    for (const [key, english] of Object.entries(validationEnglish)) expect(english).toBe(key);
  });

  it('translates in Arabic and leaves an unknown message as it is', async () => {
    function Probe({ message }: { message: string }) {
      const translate = useValidationMessage();
      return <p>{translate(message)}</p>;
    }
    $locale.set('ar');
    try {
      const { rerender } = await render(<Probe message="Email is required" />);
      await expect.element(page.getByText('البريد الإلكتروني مطلوب')).toBeVisible();
      await rerender(<Probe message="A rule without words yet" />);
      await expect.element(page.getByText('A rule without words yet')).toBeVisible();
    } finally {
      $locale.set('en');
    }
  });
});
