// The list's posts in the page: each item carries its post's id (PostItem), so place-keeping and focus can
// find a post without a ref per item.

/** The list item showing this post, if it is in the page. */
export function postElement(postId: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-post-id="${CSS.escape(postId)}"]`);
}

/** The list items shown, in order. */
export function postElements(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>("[data-post-id]"));
}

/**
 * Moves focus to a post's title link (what Tab would reach first in it). `scroll`: "top" brings the post to
 * the top of the window, "none" leaves the window where it is, "auto" scrolls only if the post is out of view.
 */
export function focusPost(postId: string, scroll: "top" | "none" | "auto" = "auto"): void {
  const item = postElement(postId);
  const link = item?.querySelector<HTMLElement>("h2 a");
  if (!item || !link) return;
  if (scroll === "top") item.scrollIntoView({ block: "start" });
  link.focus({ preventScroll: scroll !== "auto" });
}
