import { LOCALE_COOKIE } from '@manara/api-client/schemas';
import { $locale, addArabic, directionOf, isLocale, setLocale, type Locale } from '@manara/features/i18n';

/** Where the chosen language is remembered; `public/start.js` reads it before the site's code runs. */
const LOCALE_STORAGE_KEY = 'manara.locale';

/** A year: the choice outlives any visit. */
const LOCALE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The choice in a cookie too, so the server renders the next page in it (decision 056). `Lax`, so it also
 * comes with a link followed from another site.
 */
const rememberForServer = (locale: Locale) => {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_SECONDS}; SameSite=Lax; Secure`;
};

/** All the Arabic (the site's, the features', the contract's) is one chunk, loaded when Arabic is chosen. */
addArabic(() => import('./arabic').then(({ arabic }) => arabic));

/** Turns the page to match `locale` (`lang`, `dir`). */
function applyToPage(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

/**
 * Starts in the language `public/start.js` chose (the remembered choice, else the one the server drew
 * the page in, else the browser's), its words loaded before anything renders, so a reader of Arabic never
 * sees English first. Should the words fail to load, the site starts in English rather than not at all.
 */
export async function startLocale(): Promise<void> {
  const locale = isLocale(document.documentElement.lang) ? document.documentElement.lang : 'en';
  try {
    await setLocale(locale);
  } catch {
    applyToPage('en');
  }
}

/**
 * Switches the language once its words are in (the last choice wins), turns the page to match, and
 * remembers the choice. Should the words fail to load, the page stays as it is.
 */
export async function changeLocale(locale: Locale): Promise<void> {
  try {
    await setLocale(locale);
  } catch {
    return;
  }
  const chosen = $locale.get();
  applyToPage(chosen);
  rememberForServer(chosen);
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, chosen);
  } catch {
    // Storage may be blocked by privacy settings: the choice then lasts for this page only.
  }
}
