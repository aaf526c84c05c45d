import { useEffect } from "react";
import { REPLIES_FEED_ENDPOINT, repliesFeedPath, repliesFeedTitle } from "@village/shared";

/** The head's link to a replies feed: the server's first response of `/p/{id}` writes one, this hook the rest. */
const FEED_LINK = `head link[rel="alternate"][href^="${REPLIES_FEED_ENDPOINT}/"]`;

/**
 * Announces the post's replies feed in the page's head while its thread is shown, for feed readers and a
 * browser's "subscribe" (issue #47), and takes it away when the reader leaves: in-app navigation loads no
 * page, so without this a post opened from the list had no such link and one the server sent stayed behind
 * on the next page. The server's link is taken over (never a second one); an effect rather than React 19's
 * hoisted `<link>`, which a drawn (not hydrated) page would add beside the server's (docs/decisions/0125).
 */
export function useRepliesFeedLink(postId: string, title: string): void {
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>(FEED_LINK) ?? document.createElement("link");
    link.rel = "alternate";
    link.type = "application/atom+xml";
    link.title = repliesFeedTitle(title);
    link.setAttribute("href", repliesFeedPath(postId));
    if (!link.isConnected) document.head.append(link);
    return () => link.remove();
  }, [postId, title]);
}
