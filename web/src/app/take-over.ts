import { withOwnPosts } from "../features/posts/api/posts-api";
import { keptList } from "../features/posts/list-memory";
import { readRenderedHome, setRenderedHome } from "../features/posts/rendered-home";

/** How the server marks a `#root` it rendered: `data-rendered="home"`, or `"page"` for one rendered at build time. */
export const RENDERED_ATTRIBUTE = "data-rendered";

/**
 * Whether the app may take over the markup in `container` (hydrateRoot) or must draw the page itself: it
 * takes over only what its own first render would draw the same. The home page's first page is handed to
 * the list either way; the list then starts from it rather than a read.
 */
export function takeOverOrDraw(container: HTMLElement, place: Location = window.location): "take-over" | "draw" {
  const rendered = container.getAttribute(RENDERED_ATTRIBUTE);
  // A page rendered at build time (a legal page): nothing in it depends on this browser.
  if (rendered === "page") return "take-over";
  if (rendered !== "home") return "draw";
  const home = readRenderedHome(container.ownerDocument);
  setRenderedHome(home);
  const searching = (new URLSearchParams(place.search).get("q") ?? "").trim() !== "";
  // A list kept with this history entry (Back), or a post this tab just made that the server's page does not
  // list yet: the first render differs from the server's, so it draws.
  const same = home !== null && place.pathname === "/" && !searching && !keptList("") && withOwnPosts(home) === home;
  return same ? "take-over" : "draw";
}
