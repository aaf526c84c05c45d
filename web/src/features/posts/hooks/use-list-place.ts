import { useEffect, useLayoutEffect } from "react";
import { keepAnchor, keptAnchor, type ListAnchor } from "../list-memory";
import { focusPost, postElement, postElements } from "../post-elements";

// Scrolling keeps the place once it stops for this long (history.replaceState is rate-limited by browsers).
const SETTLE_MS = 200;

/** The post at the top of the window: the first whose bottom is below the window's top edge. */
function topPost(): ListAnchor | null {
  const item = postElements().find((element) => element.getBoundingClientRect().bottom > 0);
  const postId = item?.dataset.postId;
  return item && postId ? { postId, offset: item.getBoundingClientRect().top } : null;
}

/** The post the reader is at: the one they clicked into, else the one at the top of the window. */
function anchorFor(target: EventTarget | null): ListAnchor | null {
  const item = target instanceof Element ? target.closest<HTMLElement>("[data-post-id]") : null;
  const postId = item?.dataset.postId;
  return item && postId ? { postId, offset: item.getBoundingClientRect().top } : topPost();
}

/**
 * Keeps the reader's place in the list with the history entry: the post they were at (the one they opened,
 * else the one at the top of the window) and how far down the window it was. When the list was kept
 * (`restored`), opening the entry again (Back, a reload) puts that post where it was, with focus on it.
 */
export function useListPlace(restored: boolean): void {
  useLayoutEffect(() => {
    // The page puts the reader back itself: the browser's own restoring would fight it, with a list that
    // arrives after it has tried.
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = "manual";
    return () => {
      window.history.scrollRestoration = before;
    };
  }, []);

  useLayoutEffect(() => {
    if (!restored) return;
    const anchor = keptAnchor();
    const item = anchor && postElement(anchor.postId);
    if (!anchor || !item) return;
    window.scrollBy(0, item.getBoundingClientRect().top - anchor.offset);
    focusPost(anchor.postId, "none");
    // Only once: later renders of the same list leave the reader where they are.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    let timer: number | undefined;
    const keep = (anchor: ListAnchor | null) => {
      window.clearTimeout(timer);
      if (anchor) keepAnchor(anchor);
    };
    const onScroll = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => keep(topPost()), SETTLE_MS);
    };
    // Before a link's own click handler navigates (capture on the document runs first).
    const onClick = (event: MouseEvent) => keep(anchorFor(event.target));
    const onLeave = () => keep(topPost());
    window.addEventListener("scroll", onScroll, { passive: true });
    document.addEventListener("click", onClick, { capture: true });
    window.addEventListener("pagehide", onLeave);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("scroll", onScroll);
      document.removeEventListener("click", onClick, { capture: true });
      window.removeEventListener("pagehide", onLeave);
    };
  }, []);
}
