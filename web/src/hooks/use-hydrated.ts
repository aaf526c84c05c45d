import { createContext, useContext } from "react";

/**
 * Whether what depends on the browser (its time zone, its storage, its share sheet) may render. True by
 * default: in a page drawn only in the browser it may, from the first render. `ServerRendered`
 * (components/ServerRendered.tsx) holds it false around a server's render and the browser's takeover of that
 * markup, then true.
 */
export const HydratedContext = createContext(true);

/**
 * False while React renders what a server rendered (on the server, and while the browser takes that HTML
 * over), true after and in every render made only in the browser. What depends on the browser waits for
 * true, so the hydrating render matches the server's HTML.
 */
export const useHydrated = (): boolean => useContext(HydratedContext);
