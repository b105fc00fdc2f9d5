import { apiClient, listPaymentsToRefund, markPaymentRefunded } from '@manara/api-client';
import type { PaymentToRefund } from '@manara/api-client/schemas';
import { useStore } from '@nanostores/react';
import { useMutation } from '../../shared/api/useMutation';
import { adminRefundsMessages } from '../messages';
import { useAdminList } from './useAdminList';

/** `GET /admin/payments/duplicates`: every payment to refund, refunded or not, newest first. */
export function usePaymentsToRefund() {
  const fallbackMessage = useStore(adminRefundsMessages).failed;
  const list = useAdminList('/admin/payments/duplicates', () => listPaymentsToRefund(apiClient, { fallbackMessage }), fallbackMessage);
  /** Shows a payment as the server answered it after a change, without asking for the list again. */
  const replace = (payment: PaymentToRefund) =>
    void list.mutate((current: PaymentToRefund[] | undefined) => current?.map((row) => (row._id === payment._id ? payment : row)), { revalidate: false });
  return { ...list, replace };
}

/** `POST /admin/payments/{id}/refunded`: the money went back at the provider; said once, with a note. */
export function useMarkRefunded() {
  return useMutation(
    'POST /admin/payments/{id}/refunded',
    ({ paymentId, note }: { paymentId: string; note: string }, context) => markPaymentRefunded(apiClient, { paymentId, note, ...context }),
    { fallback: useStore(adminRefundsMessages).markFailed },
  );
}
