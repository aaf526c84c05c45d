// The app's server renderer (web/src/server/render.tsx), which functions/build.mjs builds with Vite and bundles
// under this name: its types are written here because the functions' TypeScript does not compile web/.
declare module "#app-renderer" {
  import type { HomeAnswer, ListedPost } from "@village/shared";

  /** A page as the app's first render draws it, for the shell's `#root`. */
  interface RenderedPage {
    /** The attribute `#root` gets, which tells the browser to take the markup over. */
    rootAttribute: string;
    /** The markup inside `#root`. */
    root: string;
    /** The `<script type="application/json">` element with the data it was rendered from. */
    data: string;
  }

  /** The home page as the app's first render draws it, from the home document's public content. */
  export function renderHomePage(answer: HomeAnswer): RenderedPage;

  /** A post's page as the app's first render draws it, from its public document; rejects a post it cannot show. */
  export function renderPostPage(post: ListedPost<string>): Promise<RenderedPage>;
}

/** The site's Content-Security-Policy, directive → sources (scripts/lib/csp.mjs), put in by functions/build.mjs. */
declare const __VILLAGE_CSP_DIRECTIVES__: Readonly<Record<string, readonly string[]>>;
