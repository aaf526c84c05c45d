// @vitest-environment happy-dom
// The head's link to a post's replies feed: the server's taken over, else one made, and none once the thread goes.
import { cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useRepliesFeedLink } from "./use-replies-feed-link";

const feedLinks = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][type="application/atom+xml"]')].map(
    (link) => ({ href: link.getAttribute("href"), title: link.title }),
  );

afterEach(() => {
  cleanup();
  document.head.replaceChildren();
});

describe("useRepliesFeedLink", () => {
  it("takes over the link the server wrote, beside the site's feed, and removes it when the thread goes", () => {
    document.head.innerHTML = [
      '<link rel="alternate" type="application/atom+xml" title="Village: newest posts" href="/feed.xml" />',
      '<link rel="alternate" type="application/atom+xml" title="Replies to Tunes" href="/feed/replies/a-post" />',
    ].join("");
    const served = document.head.querySelector('link[href="/feed/replies/a-post"]');
    const { unmount } = renderHook(() => {
      useRepliesFeedLink("a-post", "Tunes");
    });
    expect(feedLinks()).toEqual([
      { href: "/feed.xml", title: "Village: newest posts" },
      { href: "/feed/replies/a-post", title: "Replies to Tunes" },
    ]);
    expect(document.head.querySelector('link[href="/feed/replies/a-post"]')).toBe(served);
    unmount();
    expect(feedLinks()).toEqual([{ href: "/feed.xml", title: "Village: newest posts" }]);
  });

  it("adds one for a post opened in the app, named as the server names it, and follows another post", () => {
    const { rerender, unmount } = renderHook(
      ({ postId, title }) => {
        useRepliesFeedLink(postId, title);
      },
      { initialProps: { postId: "a-post", title: "  Benches   by the river " } },
    );
    expect(feedLinks()).toEqual([{ href: "/feed/replies/a-post", title: "Replies to Benches by the river" }]);
    rerender({ postId: "b-post", title: `"Tunes" <&>` });
    expect(feedLinks()).toEqual([{ href: "/feed/replies/b-post", title: `Replies to "Tunes" <&>` }]);
    unmount();
    expect(feedLinks()).toEqual([]);
  });
});
