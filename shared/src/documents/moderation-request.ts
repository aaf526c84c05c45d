import "../zod-config.js";
import { z } from "zod";
import { storedTime } from "./stored-time.js";

/**
 * Server only: one document per moderator request done (id: a hash of the moderator and the request id), so
 * a retry is answered and done once.
 */
export const MODERATION_REQUESTS_COLLECTION = "moderationRequests";

/** `moderationRequests/{hash}`: how many posts the request took, and when to forget it (TTL). */
export const moderationRequestDocument = z.object({
  posts: z.number().int().nonnegative(),
  expireAt: storedTime,
});
export type ModerationRequestDocument = z.output<typeof moderationRequestDocument>;
