import "../zod-config.js";
import { z } from "zod";
import { THREAD_REPLIERS_COLLECTION } from "../firestore-schema.js";
import { storedTime } from "./stored-time.js";

export { THREAD_REPLIERS_COLLECTION };

/**
 * `suggestions/{postId}/threadRepliers/{threadIdentity}`: server only, one per identity that replied in the
 * thread (an account, or a signed-out visitor's anonymous one), its id the keyed hash of the identity and the
 * post (the same key its `threadNames` entry holds), so that one identity's documents in two threads share
 * nothing (docs/decisions/0115).
 * - `lastReplyAt`: its last reply here, for the per-thread pace (one reply per REPLY_PACE_SECONDS).
 * - `name`: the anonymous name it has in this thread ("Anonymous Heron"), once given: later replies read it
 *   here rather than probing `threadNames` again. Absent for a reply signed with an account's display name.
 * - `deletedRequest`: the hashed request of its last `deleteReply` here, so that a retry of it succeeds again
 *   once the reply is gone (docs/decisions/0119).
 */
export const threadReplierDocument = z.object({
  lastReplyAt: storedTime,
  name: z.string().min(1).optional(),
  deletedRequest: z.string().min(1).optional(),
});
export type ThreadReplierDocument = z.output<typeof threadReplierDocument>;
