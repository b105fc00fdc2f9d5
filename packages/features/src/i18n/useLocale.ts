import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocaleOf, isLocale, type Locale } from './locales';

/**
 * The active locale and a number formatter for it. Read from i18next's resolved language,
 * so a regional tag the browser reports ('ar-EG') still maps to one of ours.
 */
export function useLocale(): { locale: Locale; intlLocale: string; formatNumber: (value: number) => string } {
  const { i18n } = useTranslation();
  const resolved = i18n.resolvedLanguage ?? i18n.language;
  const locale: Locale = isLocale(resolved) ? resolved : 'en';
  return useMemo(() => {
    const intlLocale = intlLocaleOf(locale);
    const numbers = new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 1 });
    return { locale, intlLocale, formatNumber: (value: number) => numbers.format(value) };
  }, [locale]);
}
