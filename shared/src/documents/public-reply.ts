import "../zod-config.js";
import type { z } from "zod";
import type { ListedReply } from "../listed-reply.js";
import { listedReplyFields } from "../contracts/create-reply.js";
import { LISTED_REPLIES_COLLECTION } from "../firestore-schema.js";
import { storedTime, type StoredTime } from "./stored-time.js";

export { LISTED_REPLIES_COLLECTION };

/**
 * `posts/{postId}/listedReplies/{replyId}`: the public projection of one reply (docs/data.md). Only the trigger
 * writes it; readable only while its post's own public document exists (firestore.rules).
 */
export const publicReplyDocument = listedReplyFields(storedTime);
export type PublicReplyDocument = z.output<typeof publicReplyDocument>;

// The schema and the interface every side builds listed replies with stay one shape.
export const publicReplyMatches: PublicReplyDocument extends ListedReply<StoredTime>
  ? ListedReply<StoredTime> extends PublicReplyDocument
    ? true
    : never
  : never = true;
