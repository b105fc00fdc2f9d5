import type { PaymentMethod } from '@manara/api-client/schemas';
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { useLocale } from '../shared/i18n';
import { adminCommonMessages } from './messages';

/**
 * The back office's numbers in the reader's language: amounts with two decimals and their currency (every
 * amount is in EGP, decision 047), the ways to pay, whole counts, dates in Cairo time, report days and months, and video lengths.
 */
export function useFormats() {
  const { intlLocale } = useLocale();
  const t = useStore(adminCommonMessages);
  return useMemo(() => {
    const amount = new Intl.NumberFormat(intlLocale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const count = new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 2 });
    const date = new Intl.DateTimeFormat(intlLocale, { dateStyle: 'medium', timeZone: 'Africa/Cairo' });
    const dateTime = new Intl.DateTimeFormat(intlLocale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Cairo' });
    // A Cairo day (`YYYY-MM-DD`) is a calendar date, not an instant: read and written in UTC, it stays itself.
    const calendarDay = new Intl.DateTimeFormat(intlLocale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    const calendarMonth = new Intl.DateTimeFormat(intlLocale, { year: 'numeric', month: 'long', timeZone: 'UTC' });
    const twoDigits = new Intl.NumberFormat(intlLocale, { minimumIntegerDigits: 2, useGrouping: false });
    const list = new Intl.ListFormat(intlLocale, { type: 'unit' });
    return {
      money: (value: number) => t.money({ amount: amount.format(value) }),
      /** A way to pay, by its name in the reader's language. */
      method: (method: PaymentMethod) => t[method],
      count: (value: number) => count.format(value),
      /** Names one after another, as the language lists them. */
      list: (items: readonly string[]) => list.format(items),
      date: (iso: string) => date.format(new Date(iso)),
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      /** A report's day, `YYYY-MM-DD`. */
      day: (date: string) => calendarDay.format(new Date(`${date}T00:00:00Z`)),
      /** The month a report's day falls in. */
      month: (date: string) => calendarMonth.format(new Date(`${date}T00:00:00Z`)),
      /** A video's length as m:ss, whole seconds. */
      length: (seconds: number) => {
        const whole = Math.round(seconds);
        return `${count.format(Math.floor(whole / 60))}:${twoDigits.format(whole % 60)}`;
      },
    };
  }, [intlLocale, t]);
}
