import { createI18n, type Components, type ComponentsJSON, type Messages, type Translations } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import type { localizeError, localizeMessage } from '@manara/api-client/messages';
import { atom, type ReadableAtom, type StoreValue } from 'nanostores';
import { useMemo } from 'react';
import { intlLocaleOf, type Locale } from './locales';

/**
 * The active language. Set it with `setLocale`, which first brings its words; every message store
 * and `useLocale` follow. English is bundled; Arabic loads when it is first chosen (decision 037).
 */
export const $locale = atom<Locale>('en');

/** The Arabic of every component, filled in when Arabic first loads. */
const arabic: ComponentsJSON = {};

const i18n = createI18n<Locale, 'en'>($locale, {
  baseLocale: 'en',
  // The cache holds translation JSON, though the library's type names its processed form.
  cache: { en: {}, ar: arabic as unknown as Components },
  // Never asked: the locale changes only once its words are in the cache.
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

/** The Arabic for a message store made by `defineMessages`: write it `{ … } satisfies ArabicFor<typeof xMessages>`. */
export type ArabicFor<TStore extends ReadableAtom<Translations>> = ArabicOf<StoreValue<TStore>>;

/** A part of the product's Arabic, as an app gathers it into the chunk that loads when Arabic is chosen. */
export interface ArabicWords {
  /** Each component's words, under the name its English was given in `defineMessages`. */
  components: Readonly<Record<string, Readonly<Record<string, string | PluralForms>>>>;
  /** The contract's sentences: error answers and form rules. */
  contract?: { localizeError: typeof localizeError; localizeMessage: typeof localizeMessage };
}

/**
 * Defines a component's messages: English, the product's copy. Its Arabic sits beside it in a
 * `*.ar.ts` file (`ArabicFor`), which loads only when Arabic is chosen.
 * Returns a store; read it with `useStore` from `@nanostores/react`.
 */
export function defineMessages<TMessages extends Translations>(component: string, english: TMessages): Messages<TMessages> {
  return i18n(component, english);
}

const arabicSources: Array<() => Promise<ArabicWords>> = [];
let contract: ArabicWords['contract'];
let arabicLoaded = false;
let arabicLoading: Promise<void> | undefined;

/** Where the Arabic comes from: each app names the chunk (or chunks) that hold it. */
export function addArabic(load: () => Promise<ArabicWords>): void {
  arabicSources.push(load);
  arabicLoaded = false;
  arabicLoading = undefined;
}

/** Brings `locale`'s words into memory, once; a failed load may be tried again. */
export function loadLocale(locale: Locale): Promise<void> {
  if (locale === 'en' || arabicLoaded) return Promise.resolve();
  arabicLoading ??= Promise.all(arabicSources.map((load) => load())).then(
    (parts) => {
      for (const part of parts) {
        Object.assign(arabic, part.components);
        contract = part.contract ?? contract;
      }
      arabicLoaded = true;
    },
    (error: unknown) => {
      arabicLoading = undefined;
      throw error;
    },
  );
  return arabicLoading;
}

let wanted: Locale = $locale.get();

/**
 * Switches the language once its words are in memory, so no text shows in the old language beside
 * the new, and nothing flashes. At once when they already are; the last choice wins.
 */
export function setLocale(locale: Locale): Promise<void> {
  wanted = locale;
  if (locale === 'en' || arabicLoaded) {
    $locale.set(locale);
    return Promise.resolve();
  }
  return loadLocale(locale).then(() => {
    if (wanted === locale) $locale.set(locale);
  });
}

/** The contract's translator for `locale`, once loaded; English needs none. */
export const contractWordsFor = (locale: Locale): ArabicWords['contract'] => (locale === 'ar' ? contract : undefined);

/** The active locale and a number formatter for it (Arabic-Indic digits in Arabic). */
export function useLocale(): { locale: Locale; intlLocale: string; formatNumber: (value: number) => string } {
  const locale = useStore($locale);
  return useMemo(() => {
    const intlLocale = intlLocaleOf(locale);
    const numbers = new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 1 });
    return { locale, intlLocale, formatNumber: (value: number) => numbers.format(value) };
  }, [locale]);
}
