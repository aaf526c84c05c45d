import { useState } from "react";
import type { RouteData } from "@village/shared";
import { initialPaged, type PagedState } from "../../../hooks/reads/paged-read-reducer";
import { usePagedRead } from "../../../hooks/reads/use-paged-read";
import { useRenderedData } from "../../../lib/route-data/rendered-route";
import { fetchReplies, repliesPageOf } from "../api/replies-api";
import { cursorAfter } from "../api/reply";
import type { Reply, ReplyCursor } from "../api/reply";

/** The thread the server drew this post's page with (its first page), or null: not this post's, or not drawn. */
export function renderedThread(route: RouteData, postId: string): PagedState<Reply, ReplyCursor> | null {
  if (route.route !== "post" || route.data.postId !== postId || !route.replies) return null;
  const { items, next } = repliesPageOf(route.replies);
  return { ...initialPaged<Reply, ReplyCursor>(postId), first: "ready", items, next };
}

const idOf = (reply: Reply) => reply.id;

/**
 * A post's thread: the first page as the server drew it (no read) or read on arrival, "Load more replies"
 * for the next, and the replies this tab posted (as the callable answered) at its end until a page lists
 * them. Keyed by post: another post's page starts over.
 */
export function useThread(postId: string) {
  const rendered = useRenderedData((route) => renderedThread(route, postId));
  const list = usePagedRead((key: string, after: ReplyCursor | null, signal) => fetchReplies(key, after, signal), {
    key: postId,
    initial: () => rendered,
    idOf,
  });
  const [posted, setPosted] = useState<{ postId: string; replies: Reply[] }>({ postId, replies: [] });
  const [deleted, setDeleted] = useState<{ postId: string; ids: ReadonlySet<string> }>({ postId, ids: new Set() });
  // Replies read after the last one listed, when the reader asked to see new ones ("N new replies").
  const [later, setLater] = useState<{ postId: string; replies: Reply[] }>({ postId, replies: [] });
  const own = posted.postId === postId ? posted.replies : [];
  const read = list.items && [...list.items, ...(later.postId === postId ? later.replies : [])];
  const listed = new Set((read ?? []).map(idOf));
  const replies = read && [...read, ...own.filter((reply) => !listed.has(reply.id))];
  return {
    ...list,
    replies,
    /** The replies this tab's reader deleted: left out of the thread at once, whatever a page still lists. */
    deleted: deleted.postId === postId ? deleted.ids : new Set<string>(),
    remove: (replyId: string) =>
      setDeleted((previous) => ({
        postId,
        ids: new Set([...(previous.postId === postId ? previous.ids : []), replyId]),
      })),
    /** How many replies the thread has read (the tab's own, not yet read back, left out). */
    read: read?.length ?? 0,
    /**
     * Reads the replies after the last one read (one page, the "Load more replies" query) and shows them in
     * their place; resolves to the first of them that was not shown, for focus, or null.
     */
    showNew: async (): Promise<Reply | null> => {
      const last = read?.at(-1);
      const page = await fetchReplies(postId, last ? cursorAfter(last) : null);
      const known = new Set((replies ?? []).map(idOf));
      setLater((previous) => ({
        postId,
        replies: [...(previous.postId === postId ? previous.replies : []), ...page.items],
      }));
      return page.items.find((reply) => !known.has(reply.id)) ?? null;
    },
    /** A reply this tab just posted: shown at the end of the thread at once (no read). */
    add: (reply: Reply) =>
      setPosted((previous) => ({
        postId,
        replies: [...(previous.postId === postId ? previous.replies : []), reply],
      })),
  };
}
