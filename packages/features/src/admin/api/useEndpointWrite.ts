import { apiClient, type ApiClient } from '@manara/api-client';
import { useMutation, type Mutation, type WriteContext } from '../../shared/api/useMutation';

/** What the screen gives an endpoint: its own arguments, without the signal and failure words the write adds. */
type ArgOf<TCall> = Omit<TCall, keyof WriteContext>;

/**
 * A write that is one call of the client: what the screen gives `run` goes to the endpoint as it is, with the
 * write's signal and the screen's words for a failure.
 */
export function useEndpointWrite<TCall extends Partial<WriteContext>, TData>(
  key: string,
  endpoint: (client: ApiClient, call: TCall) => Promise<TData>,
  fallback: string,
): Mutation<ArgOf<TCall>, TData> {
  return useMutation(key, (arg: ArgOf<TCall>, context) => endpoint(apiClient, { ...arg, ...context } as TCall), { fallback });
}
