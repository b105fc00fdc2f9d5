export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

export const isLocale = (value: unknown): value is Locale => LOCALES.some((locale) => locale === value);
export const directionOf = (locale: Locale): 'ltr' | 'rtl' => (locale === 'ar' ? 'rtl' : 'ltr');

/** Numbers, prices and dates are formatted for Egypt in either language. */
export const intlLocaleOf = (locale: Locale): string => (locale === 'ar' ? 'ar-EG' : 'en-EG');
