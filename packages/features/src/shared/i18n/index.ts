export { LOCALES, directionOf, intlLocaleOf, isLocale, type Locale } from './locales';
export { $locale, defineMessages, useLocale, type ArabicOf, type PluralForms } from './i18n';
export { useErrorText, useValidationMessage } from './validation';
