import "../zod-config.js";
import { z } from "zod";
import { THREAD_NAMES_COLLECTION } from "../firestore-schema.js";

export { THREAD_NAMES_COLLECTION };

/**
 * `suggestions/{postId}/threadNames/{word}`: server only, one per anonymous name given in a thread (the id is
 * the name's word in lower case, "heron", or "heron-2" once every word is taken), holding which identity has
 * it: a keyed hash of the identity and the post (`threadIdentity`, functions/src/services/posts/thread-names.ts), so the
 * same identity's documents in two threads share nothing (docs/decisions/0115).
 */
export const threadNameDocument = z.object({
  identity: z.string().min(1),
});
export type ThreadNameDocument = z.output<typeof threadNameDocument>;
