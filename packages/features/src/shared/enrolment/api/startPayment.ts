import { apiClient, createPayment } from '@manara/api-client';
import { useMutation } from '../../api/useMutation';

/**
 * `POST /payments/create/{courseId}` with the default method (CARD: docs/product/overview.md#money). Only the
 * method is sent: the server prices the course itself. No default words here: the dialog that shows a
 * failure supplies them in the reader's language, so an `ApiError` with an empty message means the
 * server gave none.
 */
export function useStartPayment() {
  return useMutation(
    'POST /payments/create',
    ({ courseId }: { courseId: string }, { signal }) => createPayment(apiClient, { courseId, paymentMethod: 'CARD', signal, fallbackMessage: '' }),
    { fallback: '' },
  );
}
