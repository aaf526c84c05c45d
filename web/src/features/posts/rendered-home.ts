// The home list's first page as the server rendered it into the home page's HTML (functions/src/http/
// home-html.ts, through web/src/server/render.tsx): the same answer the app's first render starts from, so
// React takes over the server's markup (hydrateRoot) instead of drawing it again. docs/decisions/0042.
import { isHomeAnswer, type HomeAnswer } from "@village/shared";
import { homeFromAnswer, type Home } from "./api/posts-api";
import { excerpt } from "./excerpt";

/** The id of the `<script type="application/json">` element that carries the answer in the HTML. */
export const RENDERED_HOME_ELEMENT = "home-page-data";

/**
 * The answer as the list shows it: a long post's details cut to the list's excerpt and marked `excerpted`
 * (its page reads the whole post), so the HTML carries each post's text once in its markup and once, close
 * by (gzip finds it), in this data, and no more.
 */
export function asShown(answer: HomeAnswer): HomeAnswer {
  return {
    total: answer.total,
    posts: answer.posts.map((post) => {
      const shown = excerpt(post.details ?? "");
      return shown.cut ? { ...post, details: shown.text, excerpted: true } : post;
    }),
  };
}

/** `value` as JSON that is safe inside a `<script>` element: no `<` (so no `</script>`), no U+2028/9. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The answer as the home page's HTML carries it, inside a `<script type="application/json">` element. */
export const renderedHomeJson = (answer: HomeAnswer): string => scriptSafeJson(answer);

let rendered: Home | null = null;

/** The first page the server rendered, if any: what the home list's first render starts from. */
export const renderedHome = (): Home | null => rendered;

/** Sets it: the server before rendering, the browser from the page's HTML before taking it over. */
export function setRenderedHome(home: Home | null): void {
  rendered = home;
}

/** The answer the server wrote into this page's HTML, as a first page; null when there is none or it is not one. */
export function readRenderedHome(from: Document = document): Home | null {
  const text = from.getElementById(RENDERED_HOME_ELEMENT)?.textContent;
  if (!text) return null;
  try {
    const answer: unknown = JSON.parse(text);
    return isHomeAnswer(answer) ? homeFromAnswer(answer) : null;
  } catch {
    return null;
  }
}
