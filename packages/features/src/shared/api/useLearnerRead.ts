import useSWR from 'swr';
import { useErrorText } from '../i18n';
import { useSession } from '../session';

/**
 * A read of the signed-in learner's own data (their applications, their completed courses): one SWR entry per
 * user under `keyFor(userId)`, nothing read until the user is known, the failure in the reader's words and a
 * way to try again.
 */
export function useLearnerRead<TData>(keyFor: (userId: string | undefined) => readonly unknown[] | null, read: () => Promise<TData>, fallbackMessage: string) {
  const { user } = useSession();
  const errorText = useErrorText();
  const { data, error, mutate } = useSWR(keyFor(user?._id), read, { shouldRetryOnError: false });
  return {
    data,
    errorMessage: error === undefined ? undefined : errorText(error, fallbackMessage),
    retry: () => void mutate(),
  };
}
