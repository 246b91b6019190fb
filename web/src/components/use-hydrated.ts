import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while React hydrates pre-rendered HTML, true afterwards (and at once in a
 * page rendered only in the browser): state read from the browser (localStorage) waits for it, so the
 * first render matches the pre-rendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
