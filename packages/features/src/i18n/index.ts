import i18next, { type i18n as I18n, type InitOptions, type Module, type Newable, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ar } from './ar';
import { en } from './en';
import { LOCALES, type Locale } from './locales';

export { LOCALES, directionOf, intlLocaleOf, isLocale, type Locale } from './locales';
export { useLocale } from './useLocale';

/** The features' own words, by locale and namespace; English is the spec's copy verbatim. */
export const featureResources = { en, ar } satisfies Resource;

export interface CreateI18nOptions {
  /** The language to start in. Leave it out when a detector plugin decides. */
  lng?: Locale;
  /** The app's own namespaces, merged beside the features' ones. */
  resources?: Resource;
  /** i18next plugins, such as a language detector. */
  plugins?: Array<Module | Newable<Module>>;
  /** Extra init options for those plugins (for example `detection`). */
  options?: Omit<InitOptions, 'lng' | 'resources'>;
}

/**
 * A ready i18next instance holding the features' words plus any the app adds.
 * Initialised synchronously, so the first render already has its text.
 */
export function createI18n({ lng, resources = {}, plugins = [], options = {} }: CreateI18nOptions): I18n {
  const instance = i18next.createInstance();
  const merged: Resource = {};
  for (const locale of LOCALES) {
    merged[locale] = { ...featureResources[locale], ...resources[locale] };
  }
  for (const plugin of plugins) instance.use(plugin);
  void instance.use(initReactI18next).init({
    fallbackLng: 'en',
    supportedLngs: [...LOCALES],
    // 'ar-EG' from a browser means Arabic: look up 'ar' only.
    load: 'languageOnly',
    nonExplicitSupportedLngs: true,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    ...options,
    ...(lng ? { lng } : {}),
    resources: merged,
  });
  return instance;
}
