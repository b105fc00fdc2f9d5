import { errorMessageOf } from '@manara/api-client';
import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import { $locale, contractWordsFor } from './i18n';

/**
 * Shows a contract message in the active language: a schema's rule (docs/product/accounts.md#validation-rules) or the server's answer.
 * Both are English sentences; the contract's catalogue (`localizeMessage`, in the Arabic chunk) holds their Arabic.
 * A message without an entry shows in English rather than not at all.
 */
export function useValidationMessage(): (message: string | undefined) => string | undefined {
  const locale = useStore($locale);
  return useCallback(
    (message) => (message === undefined ? undefined : (contractWordsFor(locale)?.localizeMessage(message, locale) ?? message)),
    [locale],
  );
}

/**
 * Shows a failed call in the active language. In English, the server's own sentence; in Arabic, decided
 * by the error's code (`localizeError`): a broken rule in its own words, a rate limit with its wait, any
 * other code in its own sentence. `fallback`, already in the reader's language, covers anything that is
 * not an API answer.
 */
export function useErrorText(): (error: unknown, fallback: string) => string {
  const locale = useStore($locale);
  return useCallback(
    (error, fallback) => contractWordsFor(locale)?.localizeError(error, fallback, locale) ?? errorMessageOf(error, fallback),
    [locale],
  );
}
