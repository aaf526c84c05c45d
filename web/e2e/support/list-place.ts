// The home list keeps the reader's place with its history entry once scrolling has stopped for a moment
// (web/src/features/posts/hooks/use-list-place.ts). Tests that scroll and then leave or reload wait for that
// instead of sleeping for longer than the moment.
import type { Page } from "@playwright/test";
import { expect } from "./test";

/**
 * Resolves once the list's kept place is where the window is now: the post at the top of the window, as far
 * down as it is (so scrolling has also stopped).
 */
export async function placeKept(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const state = history.state as { villageHomeList?: { anchor?: { postId: string; offset: number } } } | null;
          const anchor = state?.villageHomeList?.anchor;
          const top = [...document.querySelectorAll<HTMLElement>("[data-post-id]")].find(
            (item) => item.getBoundingClientRect().bottom > 0,
          );
          if (!anchor || !top) return false;
          return anchor.postId === top.dataset.postId && Math.abs(anchor.offset - top.getBoundingClientRect().top) < 1;
        }),
      { message: "the list keeps the reader's place where the window is" },
    )
    .toBe(true);
}
