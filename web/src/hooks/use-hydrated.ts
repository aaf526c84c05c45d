import { useSyncExternalStore } from "react";

const nothingToWatch = () => () => undefined;

/**
 * False while React renders what a server rendered (on the server, and while hydrating that HTML), true
 * after and in every render made only in the browser. What depends on the browser (its time zone, its
 * storage) waits for true, so the hydrating render matches the server's HTML.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
