import "../zod-config.js";
import { z } from "zod";
import { MODERATION_LOG_COLLECTION } from "../firestore-schema.js";
import { LOG_ACTIONS, LOG_ACTORS, type ModerationLogEntry } from "../moderation.js";
import { storedTime, type StoredTime } from "./stored-time.js";

export { MODERATION_LOG_COLLECTION };

/**
 * `moderationLog/{random id}`: one public log line (docs/data.md, "moderationLog"). `posts` is on older lines
 * only (a count), as is `by: "author"`.
 */
export const moderationLogLineDocument = z.object({
  action: z.enum(LOG_ACTIONS),
  by: z.enum(LOG_ACTORS),
  reason: z.string(),
  title: z.string().optional(),
  createdAt: storedTime,
  posts: z.number().optional(),
});
export type ModerationLogLineDocument = z.output<typeof moderationLogLineDocument>;

// The line as stored and the entry the web app shows stay one shape.
export const moderationLogLineMatches: Omit<ModerationLogLineDocument, "posts"> extends ModerationLogEntry<StoredTime>
  ? ModerationLogEntry<StoredTime> extends Omit<ModerationLogLineDocument, "posts">
    ? true
    : never
  : never = true;
