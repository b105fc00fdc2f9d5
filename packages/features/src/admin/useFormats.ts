import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { useLocale } from '../shared/i18n';
import { adminCommonMessages } from './messages';

/**
 * The back office's numbers in the reader's language: amounts with two decimals and their currency (every
 * amount is in EGP, decision 047), whole counts, dates in Cairo time, and video lengths.
 */
export function useFormats() {
  const { intlLocale } = useLocale();
  const t = useStore(adminCommonMessages);
  return useMemo(() => {
    const amount = new Intl.NumberFormat(intlLocale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const count = new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 2 });
    const date = new Intl.DateTimeFormat(intlLocale, { dateStyle: 'medium', timeZone: 'Africa/Cairo' });
    const dateTime = new Intl.DateTimeFormat(intlLocale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Cairo' });
    const twoDigits = new Intl.NumberFormat(intlLocale, { minimumIntegerDigits: 2, useGrouping: false });
    return {
      money: (value: number) => t.money({ amount: amount.format(value) }),
      count: (value: number) => count.format(value),
      date: (iso: string) => date.format(new Date(iso)),
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      /** A video's length as m:ss, whole seconds. */
      length: (seconds: number) => {
        const whole = Math.round(seconds);
        return `${count.format(Math.floor(whole / 60))}:${twoDigits.format(whole % 60)}`;
      },
    };
  }, [intlLocale, t]);
}
