import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ar } from './ar';
import { en } from './en';

export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

export const isLocale = (value: unknown): value is Locale => LOCALES.some((locale) => locale === value);
export const directionOf = (locale: Locale): 'ltr' | 'rtl' => (locale === 'ar' ? 'rtl' : 'ltr');

/** The features' own words, by locale and namespace; English is the spec's copy verbatim. */
export const featureResources = { en, ar } satisfies Resource;

/**
 * A ready i18next instance holding the features' words plus any the app adds.
 * Initialised synchronously, so the first render already has its text.
 */
export function createI18n({ lng, resources = {} }: { lng: Locale; resources?: Resource }): I18n {
  const instance = i18next.createInstance();
  const merged: Resource = {};
  for (const locale of LOCALES) {
    merged[locale] = { ...featureResources[locale], ...resources[locale] };
  }
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    supportedLngs: [...LOCALES],
    resources: merged,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
