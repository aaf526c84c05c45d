// The moderation-notice calls (decisions 0128, 0129), loaded on first use by hooks/notices/use-moderation-notices.ts:
// they bring the Functions door and the contracts (zod), which the header must not load before the page paints.
import type { z } from "zod";
import { appealModeration, myModerationNotices } from "@village/shared";
import { restoreIdentity } from "./auth/anonymous-identity";
import { callFunction } from "./functions";

type Notices = z.output<typeof myModerationNotices.output>;

/**
 * The caller's own moderation notices, as the signed-in account or, signed out, as the browser's anonymous
 * identity (restored, never made: a new identity was never acted on). Null with no identity to ask as.
 */
export async function callMyModerationNotices(markRead: boolean): Promise<Notices | null> {
  if (!(await restoreIdentity())) return null;
  return callFunction(myModerationNotices, { markRead });
}

/** Appeals one action, with the author's words. */
export async function callAppeal(noticeId: string, text: string, requestId: string): Promise<void> {
  if (!(await restoreIdentity())) return;
  await callFunction(appealModeration, { noticeId, text, requestId });
}
