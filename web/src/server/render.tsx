// The app rendered on the server (React's renderToString): the home page with its first page of posts, for
// the `homeHtml` function (functions/src/http/home-html.ts), which bundles this file through
// web/vite.server.config.ts. The same components as in the browser, from the same answer, so the browser
// takes the markup over as it is (hydrateRoot in main.tsx). docs/decisions/0042.
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { Router } from "wouter";
import type { HomeAnswer } from "@village/shared";
import { App, preloadPage } from "../app/App";
import { RENDERED_ATTRIBUTE } from "../app/take-over";
import { legalPaths, prerenderedFormPaths } from "../lib/paths";
import { homeFromAnswer } from "../features/posts/api/posts-api";
import { asShown, RENDERED_HOME_ELEMENT, renderedHomeJson, setRenderedHome } from "../features/posts/rendered-home";

/** What the server writes into the shell's `#root` and beside it, for one home document. */
export interface RenderedHomePage {
  /** `#root`'s attribute that tells the browser to take over: `data-rendered="home"`. */
  rootAttribute: string;
  /** The markup inside `#root`. */
  root: string;
  /** The `<script type="application/json">` element with the answer the markup was rendered from. */
  data: string;
}

/** The home page as the app's first render draws it, from the home document's public content. */
export function renderHomePage(answer: HomeAnswer): RenderedHomePage {
  const shown = asShown(answer);
  setRenderedHome(homeFromAnswer(shown));
  try {
    const root = renderToString(
      <StrictMode>
        <Router ssrPath="/">
          <App />
        </Router>
      </StrictMode>,
    );
    return {
      rootAttribute: `${RENDERED_ATTRIBUTE}="home"`,
      root,
      data: `<script type="application/json" id="${RENDERED_HOME_ELEMENT}">${renderedHomeJson(shown)}</script>`,
    };
  } finally {
    setRenderedHome(null);
  }
}

/**
 * A page without data (a legal page, a form page) as the app's first render draws it at `path`, for the
 * build to write into static HTML (web/prerender.mjs): the markup inside `#root`, which the browser takes over.
 */
export async function renderPage(path: string): Promise<string> {
  await preloadPage(path);
  return renderToString(
    <StrictMode>
      <Router ssrPath={path}>
        <App />
      </Router>
    </StrictMode>,
  );
}

/** The paths `renderPage` renders at build time: the legal pages, each into its own copy of one HTML file… */
export const legalPages: readonly string[] = [...legalPaths];
/** …and the form pages, each into the HTML file firebase.json serves at its path. */
export const formPages: readonly string[] = [...prerenderedFormPaths];
