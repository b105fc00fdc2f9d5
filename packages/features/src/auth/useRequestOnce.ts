import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';

export type RequestOnceState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown };

interface Attempt {
  id: string;
  controller: AbortController;
  abortTimer?: ReturnType<typeof setTimeout>;
}

/**
 * Runs a one-time request (it spends a link's token) when the screen opens: once per key and
 * attempt, even when React mounts the screen twice in development (StrictMode), and aborted when
 * the screen goes away. `retry` runs it again. Without a key nothing runs (`idle`).
 *
 * Not SWR: a second call would fail (the token is spent), so the answer must never be refetched
 * on focus or shared through a cache, and SWR cannot abort.
 */
export function useRequestOnce<T>(
  key: string | undefined,
  run: (signal: AbortSignal) => Promise<T>,
): { state: RequestOnceState<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<{ id: string; state: RequestOnceState<T> }>();
  const current = useRef<Attempt>(undefined);
  const start = useEffectEvent(run);

  const id = key === undefined ? undefined : `${key}\n${attempt}`;

  useEffect(() => {
    if (id === undefined) return;
    let request = current.current;
    if (request?.id === id) {
      // The same screen mounted again right away (StrictMode): the request already on its way goes on.
      clearTimeout(request.abortTimer);
      request.abortTimer = undefined;
    } else {
      request?.controller.abort();
      const controller = new AbortController();
      request = { id, controller };
      current.current = request;
      start(controller.signal).then(
        (data) => {
          if (!controller.signal.aborted) setOutcome({ id, state: { status: 'success', data } });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setOutcome({ id, state: { status: 'error', error } });
        },
      );
    }
    const leaving = request;
    return () => {
      // Aborted only if the screen does not come straight back (StrictMode's second mount).
      leaving.abortTimer = setTimeout(() => leaving.controller.abort(), 0);
    };
  }, [id]);

  const retry = useCallback(() => setAttempt((previous) => previous + 1), []);

  let state: RequestOnceState<T>;
  if (id === undefined) state = { status: 'idle' };
  else state = outcome?.id === id ? outcome.state : { status: 'loading' };
  return { state, retry };
}
