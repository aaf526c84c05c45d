import { RENDERED_ATTRIBUTE } from "@village/shared";
import { withOwnPosts } from "../features/posts/api/posts-api";
import { homeFirstPage, olderPage, searchFirstPage } from "../features/posts/home-data";
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
  const query = new URLSearchParams(place.search);
  const term = (query.get("q") ?? "").trim();
  // A search's first page (a shared `/?q=` link): when it is this address's search, and no list is kept for it.
  if (drawn === "search") {
    const search = rendered.as(searchFirstPage);
    const same = place.pathname === "/" && search !== null && search.term.trim() === term && !keptList(term);
    return same && term !== "" ? "take-over" : "draw";
  }
  if (drawn !== "home" || data?.route !== "home") return "draw";
  const searching = term !== "";
  // A page of older posts (`/?before=`): when it is this address's page, and no list is kept with the entry.
  const older = rendered.as(olderPage);
  if (older !== null)
    return place.pathname === "/" && !searching && query.get("before") === older.before && !keptList("")
      ? "take-over"
      : "draw";
  // A list kept with this history entry (Back), or a post this tab just made that the server's page does not
  // list yet: the first render differs from the server's, so it draws.
  const home = rendered.as(homeFirstPage);
  const same = place.pathname === "/" && !searching && !keptList("") && home !== null && withOwnPosts(home) === home;
  return same ? "take-over" : "draw";
}
