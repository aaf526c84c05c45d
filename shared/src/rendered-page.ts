// The seam between the app's server renderer (web/src/server/render.tsx) and what sends its pages: the
// functions that render `/` and `/p/{id}` (functions/src/http/home-html.ts, post-page.ts) and the build,
// which renders the pages that need no data (web/prerender.mjs). One declaration for all of them
// (docs/decisions/0101).
import * as z from "./zod-mini.js";
import { homeAnswer } from "./endpoints/home-endpoint.js";
import { listedPostAnswer, listedReplyAnswer } from "./read-schemas.js";
import { searchAnswer } from "./endpoints/search-endpoint.js";
import type { TransparencyRouteData } from "./transparency.js";

/** A page as the app's first render draws it, for the HTML's `#root` and beside it. */
export interface RenderedPage {
  /** `#root`'s attribute that tells the browser to take the markup over: `data-rendered="home"`, … */
  rootAttribute: string;
  /** The markup inside `#root`. */
  root: string;
  /** The `<script type="application/json">` element with the data it was drawn from; empty for none. */
  data: string;
}

/**
 * The data a route's first render was drawn from, in the shape a server read sends it (the same as the
 * browser's own read of that route gets): the home list's first page (or, with `before`, the page of older
 * posts a `/?before=<cursor>` link asks for), a search's first page (`/?q=<term>`, `/api/search`'s answer), or
 * a post's public document with its thread's first page of replies (`REPLIES_PAGE_SIZE`, oldest first; absent
 * when the server could not read them: the page reads them itself). The browser parses it with this schema when it reads it back from the HTML, which
 * anyone's cache or extension could alter (docs/decisions/0110).
 */
export const routeData = z.union([
  z.object({ route: z.literal("home"), data: homeAnswer, before: z.optional(z.string()) }),
  z.object({ route: z.literal("search"), term: z.string(), data: searchAnswer }),
  z.object({ route: z.literal("post"), data: listedPostAnswer, replies: z.optional(z.array(listedReplyAnswer)) }),
]);
/**
 * The data a route's first render was drawn from: one of `routeData`'s, which the app's entry reads back from
 * the HTML, or a page's whose own chunk reads it back (`/transparency`: the home route's first load, at its
 * budget, carries neither that schema nor that page; docs/decisions/0130). Such a page's `#root` says "page",
 * as a page rendered at build time does: the entry takes it over once its chunk is loaded.
 */
export type RouteData = z.infer<typeof routeData> | TransparencyRouteData;

/** The query string of the home page the server drew a search's or older posts' data for ("" for neither). */
export const renderedQuery = (data: RouteData | null): string =>
  new URLSearchParams(
    data?.route === "search" ? { q: data.term } : data?.route === "home" && data.before ? { before: data.before } : {},
  ).toString();

/** The routes drawn with data; every other page the build renders is `"page"`. */
export type RenderedRoute = RouteData["route"] | "page";

/** `#root`'s attribute naming what the server drew in it (RenderedRoute). */
export const RENDERED_ATTRIBUTE = "data-rendered";

/** The id of the `<script type="application/json">` element that carries the RouteData in the HTML. */
export const ROUTE_DATA_ELEMENT = "route-data";
