import { createI18n, type Components, type ComponentsJSON, type Messages, type Translations } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useMemo } from 'react';
import { intlLocaleOf, type Locale } from './locales';

/**
 * The active language. The app decides it (remembered choice, else the browser) and sets it;
 * every message store and `useLocale` follow.
 */
export const $locale = atom<Locale>('en');

/** Every translation ships in the bundle, so nothing is ever fetched and no text flashes. */
const arabic: ComponentsJSON = {};

const i18n = createI18n<Locale, 'en'>($locale, {
  baseLocale: 'en',
  // The cache holds translation JSON, though the library's type names its processed form.
  cache: { en: {}, ar: arabic as unknown as Components },
  get: async () => ({}),
});

/** Arabic has six plural forms; all are required so no count ever reads wrong. */
export type PluralForms = Record<'zero' | 'one' | 'two' | 'few' | 'many' | 'other', string>;

/**
 * The Arabic for a set of English messages: every key present (a missing one is a compile
 * error); plain texts are strings, and texts with `count()` give all six plural forms.
 */
export type ArabicOf<TMessages extends Translations> = {
  [K in keyof TMessages]: TMessages[K] extends string ? string : string | PluralForms;
};

/**
 * Defines a component's messages: English (the spec's copy, verbatim) and its Arabic.
 * Returns a store; read it with `useStore` from `@nanostores/react`.
 */
export function defineMessages<TMessages extends Translations>(
  component: string,
  { en, ar }: { en: TMessages; ar: ArabicOf<TMessages> },
): Messages<TMessages> {
  arabic[component] = ar;
  return i18n(component, en);
}

/** The active locale and a number formatter for it (Arabic-Indic digits in Arabic). */
export function useLocale(): { locale: Locale; intlLocale: string; formatNumber: (value: number) => string } {
  const locale = useStore($locale);
  return useMemo(() => {
    const intlLocale = intlLocaleOf(locale);
    const numbers = new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 1 });
    return { locale, intlLocale, formatNumber: (value: number) => numbers.format(value) };
  }, [locale]);
}
