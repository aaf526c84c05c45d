// The app rendered on the server (React's renderToString), one call for every route: `/` with its first page
// of posts for the `homeHtml` function (functions/src/http/home-html.ts), a post's page with its post for the
// `postPage` function (functions/src/http/post-page.ts), which bundle this file through
// web/vite.server.config.ts, and the pages that need no data for the build (web/prerender.mjs). The same
// components as in the browser, from the same data, handed to them through context (lib/route-data), so the
// browser takes the markup over as it is (hydrateRoot in main.tsx). docs/decisions/0042, 0082, 0101.
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { Router } from "wouter";
import {
  listedPostAnswer,
  RENDERED_ATTRIBUTE,
  TRANSPARENCY_PATH,
  type RenderedPage,
  type RouteData,
} from "@village/shared";
import { App, preloadPage } from "../app/App";
import { ServerRendered } from "../components/ServerRendered";
import { legalPaths, NOT_FOUND_SAMPLE_PATH, postPath, prerenderedPaths } from "../lib/paths";
import { renderedData, routeDataElement } from "../lib/route-data/rendered-route";
import { asShown } from "../features/posts/excerpt";
import { parsed } from "../lib/read/read";

/**
 * The data as the page carries it: the home list's posts cut to the list's excerpt (its page reads the whole
 * post), so the HTML holds each post's text once in its markup and once, close by (gzip finds it), in the
 * data, and no more.
 */
function asCarried(data: RouteData): RouteData {
  if (data.route === "home") return { ...data, data: asShown(data.data) };
  if (data.route === "search")
    return { ...data, data: { ...data.data, posts: asShown({ total: null, posts: data.data.posts }).posts } };
  return data;
}

/** The path a route's data belongs at; throws for a post the page could not show (no valid time). */
function pathOf(data: RouteData): string {
  if (data.route === "home" || data.route === "search") return "/";
  if (data.route === "transparency") return TRANSPARENCY_PATH;
  if (parsed(listedPostAnswer, data.data) === null) throw new Error(`post ${data.data.postId} cannot be shown`);
  return postPath(data.data.postId);
}

/**
 * The page at `path` as the app's first render draws it: from `data` (the home list's first page, a post's
 * public document; `path` is then the data's own) or, without it, as a page that needs none (a legal page, a
 * form page). Rejects what the page could not show: the caller then sends the page without it.
 */
export async function renderRoute(route: RouteData | string): Promise<RenderedPage> {
  const data = typeof route === "string" ? null : asCarried(route);
  const path = typeof route === "string" ? route : pathOf(route);
  await preloadPage(path);
  const root = renderToString(
    <ServerRendered>
      <StrictMode>
        <Router ssrPath={path}>
          <App rendered={renderedData(data)} />
        </Router>
      </StrictMode>
    </ServerRendered>,
  );
  // A page whose data only its own chunk reads back (/transparency) is taken over as a page the build rendered
  // is: once its chunk is loaded (docs/decisions/0130).
  const drawn = data === null || data.route === "transparency" ? "page" : data.route;
  return {
    rootAttribute: `${RENDERED_ATTRIBUTE}="${drawn}"`,
    root,
    data: data ? routeDataElement(data) : "",
  };
}

/** The paths the build renders (`renderRoute(path)`): the legal pages, each into its own copy of one HTML file… */
export const legalPages: readonly string[] = [...legalPaths];
/** …the form pages and the other pages that need no data, each into the HTML file firebase.json serves at its path… */
export const builtPages: readonly string[] = [...prerenderedPaths];
/** …and "Page not found", into `404.html`. */
export const notFoundPath = NOT_FOUND_SAMPLE_PATH;
