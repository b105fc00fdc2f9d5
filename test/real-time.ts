/**
 * Waiting in real time inside browser tests that fake the clock. The real `setTimeout` is taken
 * when this module loads, before any test fakes it, so waiting never moves the fake clock.
 */
const realSetTimeout = globalThis.setTimeout.bind(globalThis);

/** A pause of `ms` real milliseconds. */
export const realDelay = (ms: number) => new Promise<void>((resolve) => realSetTimeout(resolve, ms));

/** Waits in real time until `check` holds, and fails if it never does. Unlike `expect.element`, it never advances fake timers. */
export async function until(check: () => boolean, ms = 10_000): Promise<void> {
  for (let waited = 0; !check() && waited < ms; waited += 20) await realDelay(20);
  if (!check()) throw new Error(`Still not true after ${ms} ms: ${check.toString()}`);
}

/** A promise the test lets through when it chooses (`open`), to hold an answer back until then. */
export function gate(): { opened: Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}
