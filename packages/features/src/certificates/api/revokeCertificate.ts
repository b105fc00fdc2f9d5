import { apiClient, revokeCertificate } from '@manara/api-client';
import { useStore } from '@nanostores/react';
import { useMutation } from '../../shared/api/useMutation';
import { certificateMessages } from '../messages';

/** `POST /admin/certificates/{id}/revoke`, by an admin, with the reason the page will show (docs/product/learning.md#revocation). */
export function useRevokeCertificate(certificateId: string) {
  return useMutation(
    'POST /admin/certificates/{id}/revoke',
    ({ reason }: { reason: string }, context) => revokeCertificate(apiClient, { certificateId, reason, ...context }),
    { fallback: useStore(certificateMessages).revokeFailed },
  );
}
