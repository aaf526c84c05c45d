import { withOwnPosts } from "../features/posts/api/posts-api";
import { keptList } from "../features/posts/list-memory";
import { readRenderedHome, setRenderedHome } from "../features/posts/rendered-home";
import { readRenderedPost, setRenderedPost } from "../features/posts/rendered-post";
import { postPath } from "../lib/paths";

/**
 * How the server marks a `#root` it rendered: `data-rendered="home"`, `"post"` for a post's page, or `"page"`
 * for one rendered at build time.
 */
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
  // A post's page: the post it was rendered with is the page's first state, when it is this address's post.
  if (rendered === "post") {
    const post = readRenderedPost(container.ownerDocument);
    setRenderedPost(post);
    return post !== null && place.pathname === postPath(post.id) ? "take-over" : "draw";
  }
  if (rendered !== "home") return "draw";
  const home = readRenderedHome(container.ownerDocument);
  setRenderedHome(home);
  const searching = (new URLSearchParams(place.search).get("q") ?? "").trim() !== "";
  // A list kept with this history entry (Back), or a post this tab just made that the server's page does not
  // list yet: the first render differs from the server's, so it draws.
  const same = home !== null && place.pathname === "/" && !searching && !keptList("") && withOwnPosts(home) === home;
  return same ? "take-over" : "draw";
}
