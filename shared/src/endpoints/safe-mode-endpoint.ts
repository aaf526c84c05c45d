import * as z from "../zod-mini.js";

/**
 * `/api/safe-mode` (a Hosting rewrite to the `safeModeState` function): whether safe mode for new identities
 * is on, for the banner of `/anon` and `/new` (decision 0131). Asked only by those pages, never by the home
 * route, and answered from the CDN's cache: any number of form pages cost one read per CDN node a minute.
 */
export const SAFE_MODE_ENDPOINT = "/api/safe-mode";

// `literal` rather than `boolean`: the home route's first load carries every name zod-mini.ts exports.
export const safeModeAnswer = z.object({ on: z.literal([true, false]) });
export type SafeModeAnswer = z.infer<typeof safeModeAnswer>;

/** Browsers keep it 30 s, the CDN a minute: a switch reaches the banner within about a minute and a half. */
export const SAFE_MODE_CACHE_CONTROL = "public, max-age=30, s-maxage=60";
