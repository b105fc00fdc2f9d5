import { Button } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useId, useMemo, useState } from 'react';
import { useLocale } from '../shared/i18n';
import * as styles from './KioskReference.css';
import { paymentResultMessages } from './messages';

/**
 * A kiosk payment's reference, large, with Copy (docs/product/enrolment-and-payments.md#payment-result-page).
 * Whether the copy worked is said in a status line under it.
 */
export function KioskReference({ reference }: { reference: string }) {
  const t = useStore(paymentResultMessages);
  const labelId = useId();
  const [copy, setCopy] = useState<'copied' | 'failed'>();
  return (
    <div className={styles.box} role="group" aria-labelledby={labelId}>
      <p id={labelId} className={styles.label}>
        {t.reference}
      </p>
      {/* Digits and spaces as the provider gave them, left to right in either language. */}
      <p className={styles.reference} dir="ltr" translate="no">
        {reference}
      </p>
      <Button
        variant="outline"
        className={styles.copy}
        aria-describedby={labelId}
        onClick={() => {
          navigator.clipboard.writeText(reference).then(
            () => setCopy('copied'),
            () => setCopy('failed'),
          );
        }}
      >
        {t.copy}
      </Button>
      <p role="status" className={styles.copied}>
        {copy === 'copied' ? t.copied : copy === 'failed' ? t.copyFailed : ''}
      </p>
    </div>
  );
}

/** A moment as the reader reads it: their language, Cairo's clock, and saying so. */
export function useCairoTime() {
  const t = useStore(paymentResultMessages);
  const { intlLocale } = useLocale();
  const format = useMemo(
    () => new Intl.DateTimeFormat(intlLocale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Africa/Cairo' }),
    [intlLocale],
  );
  return (iso: string) => t.cairoTime({ date: format.format(new Date(iso)) });
}

/** Whether a kiosk reference can no longer be paid. */
export const isExpired = (expiresAt: string, now = Date.now()) => Date.parse(expiresAt) <= now;
