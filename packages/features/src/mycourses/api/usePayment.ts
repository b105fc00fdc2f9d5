import { apiClient, getPayment, hasErrorCode, type Payment } from '@manara/api-client';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import useSWR from 'swr';
import { KIOSK_POLL_MS, PAYMENT_POLL_MS } from '../constants';
import { useErrorText } from '../../shared/i18n';
import { paymentResultMessages } from '../messages';

/** `GET /payments/{paymentId}`: read only, never a change of state. `null` without an id. */
export const paymentKey = (paymentId: string | undefined) =>
  paymentId === undefined || paymentId === '' ? null : (['/payments', paymentId] as const);

export const fetchPayment = ([, paymentId]: NonNullable<ReturnType<typeof paymentKey>>, fallbackMessage: string) =>
  getPayment(apiClient, { paymentId, fallbackMessage });

/**
 * One payment of the signed-in user. While it is pending and `poll` is on, it is asked about every
 * 2 s, until the provider's notification has settled it (paid or failed); a kiosk payment, which waits for
 * cash, every minute (docs/product/enrolment-and-payments.md#payment-result-page).
 */
export function usePayment({ paymentId, poll }: { paymentId: string | undefined; poll: boolean }) {
  const fallbackMessage = useStore(paymentResultMessages).fetchFailed;
  const errorText = useErrorText();
  // SWR reads a function interval only when its timer starts, before the first answer, so the
  // interval is a number that follows the last answer: polling starts on pending and ends on paid.
  const [last, setLast] = useState<Pick<Payment, 'status' | 'paymentMethod'>>();
  const { data, error, mutate } = useSWR(paymentKey(paymentId), (key) => fetchPayment(key, fallbackMessage), {
    refreshInterval: poll && last?.status === 'pending' ? (last.paymentMethod === 'KIOSK' ? KIOSK_POLL_MS : PAYMENT_POLL_MS) : 0,
    onSuccess: ({ status, paymentMethod }) => setLast({ status, paymentMethod }),
    shouldRetryOnError: false,
  });
  return {
    payment: data,
    notFound: hasErrorCode(error, 'PAYMENT_NOT_FOUND'),
    errorMessage: error === undefined ? undefined : errorText(error, fallbackMessage),
    /** Asks again now. */
    recheck: () => void mutate(),
  };
}
