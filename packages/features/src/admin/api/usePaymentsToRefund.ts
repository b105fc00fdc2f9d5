import { apiClient, listPaymentsToRefund, markPaymentRefunded } from '@manara/api-client';
import type { PaymentToRefund } from '@manara/api-client/schemas';
import { useStore } from '@nanostores/react';
import { adminRefundsMessages } from '../messages';
import { replaceRow, useAdminList } from './useAdminList';
import { useEndpointWrite } from './useEndpointWrite';

/** `GET /admin/payments/duplicates`: every payment to refund, refunded or not, newest first. */
export function usePaymentsToRefund() {
  const fallbackMessage = useStore(adminRefundsMessages).failed;
  const list = useAdminList('/admin/payments/duplicates', () => listPaymentsToRefund(apiClient, { fallbackMessage }), fallbackMessage);
  /** Shows a payment as the server answered it after a change, without asking for the list again. */
  const replace = (payment: PaymentToRefund) => list.change((current) => replaceRow(current, payment));
  return { ...list, replace };
}

/** `POST /admin/payments/{id}/refunded`: the money went back at the provider; said once, with a note. */
export function useMarkRefunded() {
  return useEndpointWrite('POST /admin/payments/{id}/refunded', markPaymentRefunded, useStore(adminRefundsMessages).markFailed);
}
