import { RENDERED_ATTRIBUTE, renderedQuery } from "@village/shared";
import { withOwnPosts } from "../features/posts/api/posts-api";
import { homeFirstPage } from "../features/posts/home-data";
import { keptList } from "../features/posts/list-memory";
import { postPath } from "../lib/paths";
import type { RenderedData } from "../lib/route-data/rendered-route";

/**
 * Whether the app may take over the markup in `container` (hydrateRoot) or must draw the page itself: it
 * takes over only what its own first render would draw the same. `rendered` holds what the HTML says the
 * server drew it from (readRouteData); the home page's first page, converted once there, is handed to the
 * list either way, and the list then starts from it rather than a read.
 */
export function takeOverOrDraw(
  container: HTMLElement,
  rendered: RenderedData,
  place: Location = window.location,
): "take-over" | "draw" {
  const drawn = container.getAttribute(RENDERED_ATTRIBUTE);
  const data = rendered.current();
  // A page rendered at build time (a legal page): nothing in it depends on this browser.
  if (drawn === "page") return "take-over";
  // A post's page: the post it was rendered with is the page's first state, when it is this address's post.
  if (drawn === "post")
    return data?.route === "post" && place.pathname === postPath(data.data.postId) ? "take-over" : "draw";
  // A search's first page (a shared `/?q=` link) or a page of older posts (`/?before=`): when the address's
  // query is the one the server drew it for (homeHtml answers only that spelling), and no list is kept for it.
  const query = renderedQuery(data);
  if (query)
    return place.pathname === "/" &&
      place.search === `?${query}` &&
      !keptList(data?.route === "search" ? data.term : "")
      ? "take-over"
      : "draw";
  if (drawn !== "home" || data?.route !== "home") return "draw";
  const searching = (new URLSearchParams(place.search).get("q") ?? "").trim() !== "";
  // A list kept with this history entry (Back), or a post this tab just made that the server's page does not
  // list yet: the first render differs from the server's, so it draws.
  const home = rendered.as(homeFirstPage);
  const same = place.pathname === "/" && !searching && !keptList("") && home !== null && withOwnPosts(home) === home;
  return same ? "take-over" : "draw";
}
