import "../zod-config.js";
import { z } from "zod";
import { DELETED_POSTS_COLLECTION } from "../firestore-schema.js";
import { storedTime } from "./stored-time.js";

export { DELETED_POSTS_COLLECTION };

/** On a tombstone of a post a moderator removed: hashes of its author's keys, so `myPost` can tell them. */
export const TOMBSTONE_OWNERS_FIELD = "owners";

/**
 * `deletedPosts/{postId}`: a deleted post, without its content (docs/data.md). A console deletion has no
 * `requestKey`; a moderator's adds `owners` and the log's `reason` (decision 0051).
 */
export const tombstoneDocument = z.object({
  by: z.enum(["author", "moderator", "administrator"]),
  requestKey: z.string().optional(),
  deletedAt: storedTime,
  [TOMBSTONE_OWNERS_FIELD]: z.array(z.string()).optional(),
  reason: z.string().optional(),
});
export type TombstoneDocument = z.output<typeof tombstoneDocument>;
