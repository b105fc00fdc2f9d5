import { $locale, directionOf, isLocale, type Locale } from '@manara/features/i18n';

/** Where the chosen language is remembered; `public/locale.js` reads it before the first paint. */
const LOCALE_STORAGE_KEY = 'manara.locale';

/**
 * The language starts as `public/locale.js` chose it before the first paint (the remembered
 * choice, else the browser's), so the page and the words agree from the start.
 */
$locale.set(isLocale(document.documentElement.lang) ? document.documentElement.lang : 'en');

/** Switches the language, remembers it, and turns the page to match (`lang`, `dir`). */
export function changeLocale(locale: Locale): void {
  $locale.set(locale);
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage may be blocked by privacy settings: the choice then lasts for this page only.
  }
}
