import { apiClient, sendContactMessage } from '@manara/api-client';
import type { ContactMessageBody } from '@manara/api-client/schemas';
import { useStore } from '@nanostores/react';
import { useMutation } from '../../shared/api/useMutation';
import { contactMessages } from '../messages';

/** `POST /api/email`: any answer that is not OK is the failure case (docs/product/public-pages.md#contact). */
export function useSendContactMessage() {
  return useMutation('POST /api/email', (message: ContactMessageBody, context) => sendContactMessage(apiClient, { message, ...context }), {
    fallback: useStore(contactMessages).failed,
  });
}
