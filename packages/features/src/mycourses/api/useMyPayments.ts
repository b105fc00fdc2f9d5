import { apiClient, getMyPayments } from '@manara/api-client';
import useSWR from 'swr';

/** `GET /payments/mine`: read only. `null` (nothing is asked) until the page knows who is signed in. */
export const myPaymentsKey = (ready: boolean) => (ready ? '/payments/mine' : null);

/**
 * The learner's payments awaiting money and the settled ones (newest first), for My Courses' awaiting payments
 * and receipts. A failure shows nothing: the courses are the page's content (decision 104).
 */
export function useMyPayments(ready: boolean) {
  const { data } = useSWR(myPaymentsKey(ready), () => getMyPayments(apiClient, { fallbackMessage: '' }), { shouldRetryOnError: false });
  return data;
}
