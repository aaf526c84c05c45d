// An author's reply notices (issue #47 item 5, decision 0120): how many new replies their own posts have,
// asked of `myReplyNotices` on navigation and when the window regains focus, at most once a minute and never
// while the tab is hidden; never a listener. Only a browser whose person posted here asks by itself (the
// account page asks for any signed-in account), so a visitor who posted nothing loads and calls nothing. The
// call loads on first use; what is known is kept here, for the header and the account page alike.
import { useEffect, useSyncExternalStore } from "react";
import { useLocation } from "wouter";
import { postedAs, SIGNED_OUT, subscribeToAuthoredPosts, type Owner } from "../../lib/authored-posts";
import type { ReplyNotice } from "@village/shared";
import { useSession } from "../../lib/session/use-session";
import { ownerStore, useOwnerValue } from "./owner-store";

/** What the author is told: their posts with new replies (or with notices off), and the total. */
export interface ReplyNotices {
  posts: ReplyNotice[];
  newReplies: number;
}

/** "1 new reply", "3 new replies". */
export const replyNoticeText = (count: number): string => `${count} new ${count === 1 ? "reply" : "replies"}`;

/**
 * An answer read from `askedAt`, without the posts this tab marked seen after it was asked (the answer may
 * have crossed the mark): their replies were read here.
 */
export function withoutSeen(notices: ReplyNotices, askedAt: number, seenAt: ReadonlyMap<string, number>): ReplyNotices {
  const posts = notices.posts.filter(
    ({ postId, notices: on }) => !on || (seenAt.get(postId) ?? Number.NEGATIVE_INFINITY) < askedAt,
  );
  return { posts, newReplies: posts.reduce((sum, post) => sum + post.newReplies, 0) };
}

const store = ownerStore<ReplyNotices>();
const seenAt = new Map<string, number>();
const marking = new Set<string>();
const loadCalls = () => import("../../lib/firebase/reply-notices-call");

/** Asks for `owner`'s notices, when due (or `force`d after a change the person made). */
function ask(owner: Owner, force = false): void {
  const at = store.startRead(owner, force);
  if (at === null) return;
  loadCalls()
    .then(({ callMyReplyNotices }) => callMyReplyNotices())
    .then((answer) => {
      if (answer !== null) store.publish(owner, withoutSeen(answer, at, seenAt));
    })
    // Nothing is shown on a failed read (a refusal, a network fault): the next due read tries again.
    .catch((error: unknown) => {
      console.error("Could not read replies to your posts", error);
    });
}

function useOwner(): Owner | null {
  const session = useSession();
  return session.status === "signed-in" ? session.user.uid : session.status === "signed-out" ? SIGNED_OUT : null;
}

/**
 * The current person's reply notices, once read (null before, and for anyone who posted nothing here). `always`
 * asks for a signed-in account even when this browser holds none of its posts (the account page: it may have
 * posted elsewhere).
 */
export function useReplyNotices({ always = false }: { always?: boolean } = {}): ReplyNotices | null {
  const owner = useOwner();
  const [location] = useLocation();
  const posted = useSyncExternalStore(
    subscribeToAuthoredPosts,
    () => owner !== null && postedAs(owner),
    () => false,
  );
  const asking = owner !== null && (posted || (always && owner !== SIGNED_OUT));
  useEffect(() => {
    if (!asking) return;
    const onFocus = () => {
      if (!document.hidden) ask(owner);
    };
    onFocus();
    window.addEventListener("focus", onFocus);
    return () => window.removeEventListener("focus", onFocus);
  }, [asking, owner, location]);
  return useOwnerValue(store, owner);
}

/**
 * On the author's own post's page: marks its replies seen when the notices say it has new ones, and drops it
 * from them here at once (the header's count goes down without another read).
 */
export function useMarkRepliesSeen(postId: string): void {
  const owner = useOwner();
  const current = useOwnerValue(store, owner);
  const unseen =
    current !== null && current.posts.some((post) => post.postId === postId && post.notices && post.newReplies > 0);
  useEffect(() => {
    if (!unseen || marking.has(postId)) return;
    marking.add(postId);
    loadCalls()
      .then(({ callMarkReplyNotices }) => callMarkReplyNotices(postId, "seen"))
      .then(() => {
        const at = Date.now();
        seenAt.set(postId, at);
        const known = store.valueFor(owner);
        if (owner !== null && known !== null) store.publish(owner, withoutSeen(known, at, new Map([[postId, at]])));
      })
      .catch((error: unknown) => {
        console.error("Could not mark the replies seen", error);
      })
      .finally(() => marking.delete(postId));
  }, [unseen, owner, postId]);
}

/** Turns the reply notices of one of the current person's posts off or on, then reads them afresh. */
export async function setReplyNotices(owner: Owner, postId: string, on: boolean): Promise<void> {
  const { callMarkReplyNotices } = await loadCalls();
  await callMarkReplyNotices(postId, on ? "on" : "off");
  ask(owner, true);
}
