import "../zod-config.js";
import { z } from "zod";
import { REPLY_NOTICES_COLLECTION, REPLY_NOTICES_DOCUMENT_ID } from "../firestore-schema.js";

export { REPLY_NOTICES_COLLECTION, REPLY_NOTICES_DOCUMENT_ID };

/**
 * `suggestions/{postId}/replyNotices/author`: server only, what the post's author has been told of its replies
 * (docs/decisions/0120). Kept beside the post rather than on it, so that the author's reading never rewrites the
 * post, fires its trigger, or touches anything public.
 * - `seen`: the thread's reply count when the author last opened the post (absent: none seen).
 * - `off`: the author turned reply notices off for this post (absent: on).
 */
export const replyNoticesDocument = z.object({
  seen: z.number().int().min(0).optional(),
  off: z.literal(true).optional(),
});
export type ReplyNoticesDocument = z.output<typeof replyNoticesDocument>;
