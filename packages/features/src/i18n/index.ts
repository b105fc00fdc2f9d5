export { LOCALES, directionOf, intlLocaleOf, isLocale, type Locale } from './locales';
export { $locale, defineMessages, i18n, useLocale, type ArabicOf, type PluralForms } from './i18n';
