import { apiClient, hasErrorCode, verifyCertificate } from '@manara/api-client';
import { useStore } from '@nanostores/react';
import useSWR from 'swr';
import { useErrorText } from '../../shared/i18n';
import { certificateMessages } from '../messages';

/** `GET /certificates/{id}`, public; `null` (nothing is fetched) without an id. */
export const certificateKey = (certificateId: string) => (certificateId === '' ? null : (['/certificates', certificateId] as const));

/** A certificate by its id, as anyone may read it: its printed fields and whether it stands, or that no certificate has this id. */
export function useCertificateVerification(certificateId: string) {
  const fallbackMessage = useStore(certificateMessages).failed;
  const errorText = useErrorText();
  const { data, error, mutate } = useSWR(
    certificateKey(certificateId),
    ([, id]) => verifyCertificate(apiClient, { certificateId: id, fallbackMessage }),
    // An unknown id stays unknown; asking again on focus would only spend the lookups' limit.
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  const notFound = certificateId === '' || hasErrorCode(error, 'CERTIFICATE_NOT_FOUND');
  return {
    verification: data,
    notFound,
    errorMessage: error === undefined || notFound ? undefined : errorText(error, fallbackMessage),
    retry: () => void mutate(),
  };
}
