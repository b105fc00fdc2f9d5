import { useState, type ReactNode } from 'react';
import { realDelay } from '../../../../test/real-time';

export { until } from '../../../../test/real-time';

/*
 * Helpers the account screens' tests share: the screens that act as soon as they open are tested
 * for what happens when they close, and with the clock faked.
 */

/** Shows its children until "Leave" is pressed, as a route change would unmount a screen. */
export function Leavable({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown(false)}>
        Leave
      </button>
      {shown && children}
    </>
  );
}

/** A moment of real time, for React to run the effects of what it has just shown. */
export const settle = () => realDelay(50);

/** Keeps the signal of every API call from now until `stop`, to see which were aborted. */
export function recordFetchSignals(): { signals: Array<AbortSignal | null | undefined>; stop: () => void } {
  const signals: Array<AbortSignal | null | undefined> = [];
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    if (String(input instanceof Request ? input.url : input).includes('/api/')) signals.push(init?.signal);
    return original(input, init);
  };
  return {
    signals,
    stop: () => {
      globalThis.fetch = original;
    },
  };
}
