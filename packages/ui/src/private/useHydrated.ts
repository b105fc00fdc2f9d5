import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * `false` on the server and while a page drawn there is being hydrated, `true` once the page runs
 * (at once on a page drawn in the browser). What the server draws must not act before the code that
 * answers it has arrived.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
