import { useCallback, useEffect, useRef } from 'react';
import useSWRMutation from 'swr/mutation';
import { useErrorText } from '../i18n';

/** What a write is sent with: its signal (aborted when the screen goes away) and the words for a failure. */
export interface WriteContext {
  signal: AbortSignal;
  /** The screen's words for a failure the server does not explain, as the client's `fallbackMessage`. */
  fallbackMessage: string;
}

export interface MutationOptions<Arg, Data> {
  /** The screen's words for a failure that is not an API answer, in the reader's language. */
  fallback: string;
  /**
   * What the write changes elsewhere: the session's user, SWR entries to revalidate. Runs before the
   * mutation stops being busy, so a screen never shows the write done and the rest of the page stale.
   */
  onSuccess?: (data: Data, arg: Arg) => unknown;
}

/** What the screen does next, once the write (and its `onSuccess`) is done. */
export interface RunCallbacks<Data> {
  onSuccess?: (data: Data) => unknown;
  onError?: (error: unknown) => unknown;
}

export interface Mutation<Arg, Data> {
  /**
   * Sends the write. A call while one is on its way is ignored (even a second press in the same
   * render). Resolves once the screen's callbacks have run; never rejects. After the screen has gone
   * away the request is aborted and no callback runs.
   */
  run: (arg: Arg, callbacks?: RunCallbacks<Data>) => Promise<void>;
  /** From `run` until the answer and the write's `onSuccess` are in. */
  isMutating: boolean;
  /** The last answer, until the next `run` or `reset`. */
  data: Data | undefined;
  /** The last failure, until the next `run` or `reset`. */
  error: unknown;
  /** That failure in the reader's language, decided by its code (`useErrorText`). */
  errorText: string | undefined;
  /** Forgets the last answer and failure (a failure's dialog was closed). */
  reset: () => void;
}

/**
 * The one way to write (POST, PUT, PATCH, DELETE) from a screen, on SWR's `useSWRMutation`. Each
 * endpoint's file wraps it in a hook (`useChangePassword`) that names the request, its words and what
 * it changes elsewhere; the screen calls `run` and reads the state (docs/ARCHITECTURE.md).
 */
export function useMutation<Arg, Data>(
  key: string,
  send: (arg: Arg, context: WriteContext) => Promise<Data>,
  { fallback, onSuccess }: MutationOptions<Arg, Data>,
): Mutation<Arg, Data> {
  const errorText = useErrorText();
  const running = useRef<AbortController>(undefined);
  const leaving = useRef<ReturnType<typeof setTimeout>>(undefined);

  const { trigger, isMutating, data, error, reset } = useSWRMutation(
    key,
    async (_key: string, { arg: { arg, signal } }: { arg: { arg: Arg; signal: AbortSignal } }) => {
      const answer = await send(arg, { signal, fallbackMessage: fallback });
      signal.throwIfAborted();
      await onSuccess?.(answer, arg);
      return answer;
    },
    { revalidate: false, populateCache: false },
  );

  // Aborts what is on its way when the screen goes away, unless it comes straight back (StrictMode
  // mounts every screen twice in development: the request sent on the first mount goes on).
  useEffect(() => {
    clearTimeout(leaving.current);
    return () => {
      leaving.current = setTimeout(() => running.current?.abort(), 0);
    };
  }, []);

  const run = useCallback(
    async (arg: Arg, { onSuccess: then, onError }: RunCallbacks<Data> = {}) => {
      if (running.current) return;
      const controller = new AbortController();
      running.current = controller;
      // A new attempt starts clean: the last failure's words go as it is sent.
      reset();
      let outcome: { ok: true; data: Data } | { ok: false; error: unknown };
      try {
        outcome = { ok: true, data: await trigger({ arg, signal: controller.signal }) };
      } catch (failure) {
        outcome = { ok: false, error: failure };
      } finally {
        running.current = undefined;
      }
      if (controller.signal.aborted) return;
      if (outcome.ok) await then?.(outcome.data);
      else await onError?.(outcome.error);
    },
    [trigger, reset],
  );

  return {
    run,
    isMutating,
    data,
    error,
    errorText: error === undefined ? undefined : errorText(error, fallback),
    reset,
  };
}

/**
 * A modal dialog that sends one request (a form or a confirmation): open until `onClose`, busy while the
 * request runs, and saying why it failed, in the reader's words.
 */
export function requestDialog({ isMutating, errorText }: Pick<Mutation<never, unknown>, 'isMutating' | 'errorText'>, onClose: () => void) {
  return {
    open: true,
    onOpenChange: ({ open }: { open: boolean }) => {
      if (!open) onClose();
    },
    busy: isMutating,
    ...(errorText === undefined ? {} : { error: errorText }),
  };
}
