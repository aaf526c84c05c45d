// An author's moderation notices (issue #48 item 2, decision 0128): read from `myModerationNotices` on
// navigation and when the window regains focus, at most once a minute and never while the tab is hidden;
// never a listener. Loaded only with the header's lazy notice chunk, for a browser with an identity that
// posted here or is signed in (components/layout/ReplyNoticeGate.tsx).
import { useEffect } from "react";
import { useLocation } from "wouter";
import type { ModerationNotice } from "@village/shared";
import type { Owner } from "../../lib/authored-posts";
import { ownerStore, useOwnerValue } from "./owner-store";

export interface ModerationNotices {
  notices: ModerationNotice[];
  unread: number;
}

const store = ownerStore<ModerationNotices>();
const loadCalls = () => import("../../lib/firebase/moderation-notices-call");

/** Reads `owner`'s notices when due (or `markRead`: the notices view opening, which marks them read). */
export function askNotices(owner: Owner, markRead = false): Promise<void> {
  if (store.startRead(owner, markRead) === null) return Promise.resolve();
  return loadCalls()
    .then(({ callMyModerationNotices }) => callMyModerationNotices(markRead))
    .then((answer) => {
      // Marked read by this very read: the view still shows which were new, the header counts none.
      if (answer !== null) store.publish(owner, markRead ? { ...answer, unread: 0 } : answer);
    })
    .catch((error: unknown) => {
      console.error("Could not read moderators' notices", error);
    });
}

/** Sends an appeal, then reads the notices afresh. */
export async function sendAppeal(owner: Owner, noticeId: string, text: string, requestId: string): Promise<void> {
  const { callAppeal } = await loadCalls();
  await callAppeal(noticeId, text, requestId);
  await askNotices(owner, true);
}

/** The current person's moderation notices once read (null before). */
export function useModerationNotices(owner: Owner | null): ModerationNotices | null {
  const [location] = useLocation();
  useEffect(() => {
    if (owner === null) return;
    const onFocus = () => {
      if (!document.hidden) void askNotices(owner);
    };
    onFocus();
    window.addEventListener("focus", onFocus);
    return () => window.removeEventListener("focus", onFocus);
  }, [owner, location]);
  return useOwnerValue(store, owner);
}
