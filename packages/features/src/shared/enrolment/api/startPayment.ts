import { apiClient, createPayment } from '@manara/api-client';

/**
 * `POST /payments/create/{courseId}` with the default method (CARD: docs/product/overview.md#money). Only the method is sent:
 * the server prices the course itself. No default words here: the dialog that shows a failure
 * supplies them in the reader's language, so an `ApiError` with an empty message means the
 * server gave none.
 */
export const startPayment = ({ courseId }: { courseId: string }) =>
  createPayment(apiClient, { courseId, paymentMethod: 'CARD', fallbackMessage: '' });
