import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False while a server-rendered page hydrates, true from the render after (and at once for a
 * page the browser renders itself). What only this device knows (its storage, the history
 * entry's state) waits for it, so the first render matches the server's HTML (no #418).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
