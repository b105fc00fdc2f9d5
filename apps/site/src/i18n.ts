import { createI18n, directionOf, isLocale } from '@manara/features/i18n';
import LanguageDetector from 'i18next-browser-languagedetector';
import { siteAr } from './words/ar';
import { siteEn } from './words/en';

/** Where the chosen language is remembered; index.html reads the same key before first paint. */
export const LOCALE_STORAGE_KEY = 'manara.locale';

/**
 * The site's i18next instance: the features' words plus the shell's (`site`). The language is
 * the remembered choice, else the browser's; a change is remembered and sets `lang` and `dir`.
 */
export const i18n = createI18n({
  resources: { en: { site: siteEn }, ar: { site: siteAr } },
  plugins: [LanguageDetector],
  options: {
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: LOCALE_STORAGE_KEY,
      caches: ['localStorage'],
    },
  },
});

function applyToDocument(language: string | undefined) {
  const locale = isLocale(language) ? language : 'en';
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

applyToDocument(i18n.resolvedLanguage);
i18n.on('languageChanged', () => applyToDocument(i18n.resolvedLanguage));
