import { LOCALE_COOKIE } from '@manara/api-client/schemas';
import { $locale, addArabic, directionOf, isLocale, setLocale, type Locale } from '@manara/features/i18n';

/** Where the chosen language is remembered; `public/start.js` reads it before the site's code runs. */
const LOCALE_STORAGE_KEY = 'manara.locale';

/** A year: the choice outlives any visit. */
const LOCALE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The language the reader is reading in, in a cookie the server reads (docs/product/languages.md): the links it
 * writes for them (e-mails, the way back from paying or from Google) go to pages in it. `Lax`, so it also comes
 * with a link followed from another site.
 */
const tellServer = (locale: Locale) => {
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
 * Starts in the language of the page's address (`public/start.js` set it on the page), its words loaded before
 * anything renders, so a reader of Arabic never sees English first. Should the words fail to load, the site
 * starts in English rather than not at all.
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
 * Shows the site in `locale` once its words are in (the last call wins) and turns the page to match: the
 * reader has moved to an address in that language. Should the words fail to load, the page stays as it is.
 */
export async function showIn(locale: Locale): Promise<boolean> {
  try {
    await setLocale(locale);
  } catch {
    return false;
  }
  applyToPage($locale.get());
  tellServer($locale.get());
  return true;
}

/**
 * Remembers `locale` as the reader's choice (the language switch, docs/product/languages.md): on this device,
 * the site's addresses without a language then lead to this one's (`public/start.js`).
 */
export function rememberLocale(locale: Locale): void {
  // A choice made, Arabic is no longer offered (`src/layout/LanguageOffer.tsx`).
  delete document.documentElement.dataset.offerArabic;
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage may be blocked by privacy settings: the choice then lasts for this page only.
  }
}
