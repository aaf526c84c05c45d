// The app's server renderer (web/src/server/render.tsx), which functions/build.mjs builds with Vite and bundles
// under this name: its types are written here because the functions' TypeScript does not compile web/.
declare module "#app-renderer" {
  import type { RenderedPage, RouteData } from "@village/shared";

  /** The page of `data`'s route as the app's first render draws it; rejects what the page could not show. */
  export function renderRoute(data: RouteData): Promise<RenderedPage>;
}

/** The site's Content-Security-Policy, directive → sources (scripts/lib/csp.mjs), put in by functions/build.mjs. */
declare const __VILLAGE_CSP_DIRECTIVES__: Readonly<Record<string, readonly string[]>>;
