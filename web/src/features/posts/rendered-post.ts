// The post a post's page was rendered with on the server (functions/src/http/post-page.ts, through
// web/src/server/render.tsx): its public document as the page's first render draws it, so React takes the
// server's markup over (hydrateRoot) instead of reading the post again and drawing it anew.
// docs/decisions/0082.
import type { ListedPost } from "@village/shared";
import type { Post } from "./api/post";
import { postFromListed } from "./api/posts-api";
import { scriptSafeJson } from "./rendered-home";

/** The id of the `<script type="application/json">` element that carries the post in the HTML. */
export const RENDERED_POST_ELEMENT = "post-page-data";

/** The post as the page's HTML carries it, inside a `<script type="application/json">` element. */
export const renderedPostJson = (post: ListedPost<string>): string => scriptSafeJson(post);

let rendered: Post | null = null;

/** The post the server rendered this page with, when it is the one with this id: the page's first state. */
export const renderedPost = (postId: string): Post | null => (rendered?.id === postId ? rendered : null);

/** Sets it: the server before rendering, the browser from the page's HTML before taking it over. */
export function setRenderedPost(post: Post | null): void {
  rendered = post;
}

/** The post the server wrote into this page's HTML; null when there is none or it is not one. */
export function readRenderedPost(from: Document = document): Post | null {
  const text = from.getElementById(RENDERED_POST_ELEMENT)?.textContent;
  if (!text) return null;
  try {
    return postFromListed(JSON.parse(text));
  } catch {
    return null;
  }
}
