import { useCallback, useInsertionEffect, useRef } from 'react';

/**
 * A stable function that always calls the latest `callback`: what React 19.2's `useEffectEvent` gives, for
 * the React versions the package supports before it (decision 093). Call it from effects, not while rendering.
 */
export function useLatestCallback<Args extends unknown[], Result>(callback: (...args: Args) => Result): (...args: Args) => Result {
  const latest = useRef(callback);
  // Insertion effects run before every other effect, so an effect of this render already sees this callback.
  useInsertionEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
