// The app's server renderer (web/src/server/render.tsx), which functions/build.mjs builds with Vite and bundles
// under this name: its types are written here because the functions' TypeScript does not compile web/.
declare module "#home-renderer" {
  import type { HomeAnswer } from "@village/shared";

  /** The home page as the app's first render draws it, from the home document's public content. */
  export function renderHomePage(answer: HomeAnswer): {
    /** The attribute `#root` gets, which tells the browser to take the markup over. */
    rootAttribute: string;
    /** The markup inside `#root`. */
    root: string;
    /** The `<script type="application/json">` element with the answer it was rendered from. */
    data: string;
  };
}

/** The site's Content-Security-Policy, directive → sources (scripts/lib/csp.mjs), put in by functions/build.mjs. */
declare const __VILLAGE_CSP_DIRECTIVES__: Readonly<Record<string, readonly string[]>>;
