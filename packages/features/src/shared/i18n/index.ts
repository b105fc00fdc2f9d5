export { LOCALES, directionOf, intlLocaleOf, isLocale, type Locale } from './locales';
export {
  $locale,
  addArabic,
  defineMessages,
  loadLocale,
  setLocale,
  useLocale,
  type ArabicFor,
  type ArabicOf,
  type ArabicWords,
  type PluralForms,
} from './i18n';
export { useErrorText, useValidationMessage } from './validation';
export { formatFileSize } from './fileSize';
export { arabicProblems, isMessageStore } from './arabic-check';
export { withUserText } from './userText';
