// The app rendered on the server (React's renderToString): the home page with its first page of posts, for
// the `homeHtml` function (functions/src/http/home-html.ts), and a post's page with its post, for the
// `postPage` function (functions/src/http/post-page.ts), which bundle this file through
// web/vite.server.config.ts. The same components as in the browser, from the same data, so the browser
// takes the markup over as it is (hydrateRoot in main.tsx). docs/decisions/0042, 0082.
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { Router } from "wouter";
import type { HomeAnswer, ListedPost } from "@village/shared";
import { App, preloadPage } from "../app/App";
import { ServerRendered } from "../components/ServerRendered";
import { RENDERED_ATTRIBUTE } from "../app/take-over";
import { legalPaths, postPath, prerenderedFormPaths } from "../lib/paths";
import { homeFromAnswer, postFromListed } from "../features/posts/api/posts-api";
import { asShown, RENDERED_HOME_ELEMENT, renderedHomeJson, setRenderedHome } from "../features/posts/rendered-home";
import { RENDERED_POST_ELEMENT, renderedPostJson, setRenderedPost } from "../features/posts/rendered-post";

/** What the server writes into the shell's `#root` and beside it, for one home document or one post. */
export interface RenderedPage {
  /** `#root`'s attribute that tells the browser to take over: `data-rendered="home"` (or `"post"`). */
  rootAttribute: string;
  /** The markup inside `#root`. */
  root: string;
  /** The `<script type="application/json">` element with the data the markup was rendered from. */
  data: string;
}

/** The markup the app's first render draws at `path`, as the browser's StrictMode root draws it. */
const appAt = (path: string): string =>
  renderToString(
    <ServerRendered>
      <StrictMode>
        <Router ssrPath={path}>
          <App />
        </Router>
      </StrictMode>
    </ServerRendered>,
  );

/** The home page as the app's first render draws it, from the home document's public content. */
export function renderHomePage(answer: HomeAnswer): RenderedPage {
  const shown = asShown(answer);
  setRenderedHome(homeFromAnswer(shown));
  try {
    const root = appAt("/");
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
 * A post's page as the app's first render draws it, from the post's public document (its page's whole text).
 * Throws for a post the page could not show (no valid time): the caller then sends the page without it.
 */
export async function renderPostPage(listed: ListedPost<string>): Promise<RenderedPage> {
  const post = postFromListed(listed);
  if (!post) throw new Error(`post ${listed.postId} cannot be shown`);
  const path = postPath(post.id);
  await preloadPage(path);
  setRenderedPost(post);
  try {
    const root = appAt(path);
    return {
      rootAttribute: `${RENDERED_ATTRIBUTE}="post"`,
      root,
      data: `<script type="application/json" id="${RENDERED_POST_ELEMENT}">${renderedPostJson(listed)}</script>`,
    };
  } finally {
    setRenderedPost(null);
  }
}

/**
 * A page without data (a legal page, a form page) as the app's first render draws it at `path`, for the
 * build to write into static HTML (web/prerender.mjs): the markup inside `#root`, which the browser takes over.
 */
export async function renderPage(path: string): Promise<string> {
  await preloadPage(path);
  return appAt(path);
}

/** The paths `renderPage` renders at build time: the legal pages, each into its own copy of one HTML file… */
export const legalPages: readonly string[] = [...legalPaths];
/** …and the form pages, each into the HTML file firebase.json serves at its path. */
export const formPages: readonly string[] = [...prerenderedFormPaths];
