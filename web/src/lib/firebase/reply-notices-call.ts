// The reply-notice calls (decision 0120), loaded on first use by hooks/notices/use-reply-notices.ts: they bring the
// Functions door and the contracts (zod), which the header must not load before the page paints.
import type { z } from "zod";
import { markReplyNotices, myReplyNotices, type ReplyNoticeMark } from "@village/shared";
import { restoreIdentity } from "./auth/anonymous-identity";
import { callFunction } from "./functions";

type ReplyNotices = z.output<typeof myReplyNotices.output>;

/**
 * The caller's own posts with new replies, as the signed-in account or, signed out, as the browser's anonymous
 * identity (restored, never made: a new identity has no posts). Null when there is no identity to ask as.
 */
export async function callMyReplyNotices(): Promise<ReplyNotices | null> {
  if (!(await restoreIdentity())) return null;
  return callFunction(myReplyNotices, {});
}

/** Marks the caller's own post's replies seen, or turns its notices off or on. */
export async function callMarkReplyNotices(postId: string, mark: ReplyNoticeMark): Promise<void> {
  if (!(await restoreIdentity())) return;
  await callFunction(markReplyNotices, { postId, mark });
}
