import { apiClient, createPayment, type PaymentMethod } from '@manara/api-client';
import { useMutation } from '../../api/useMutation';

/**
 * `POST /payments/create/{courseId}` with the chosen method, the card by default (a free course, or a server that
 * offers nothing else: docs/product/enrolment-and-payments.md#enroll-now). Only the method is sent: the server prices the course itself. No default words here: the dialog that shows a
 * failure supplies them in the reader's language, so an `ApiError` with an empty message means the
 * server gave none.
 */
export function useStartPayment() {
  return useMutation(
    'POST /payments/create',
    ({ courseId, paymentMethod = 'CARD' }: { courseId: string; paymentMethod?: PaymentMethod }, { signal }) =>
      createPayment(apiClient, { courseId, paymentMethod, signal, fallbackMessage: '' }),
    { fallback: '' },
  );
}
