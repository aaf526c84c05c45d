import "../zod-config.js";
import { z } from "zod";
import { REPLIES_COLLECTION } from "../firestore-schema.js";
import { ifValid, storedTime } from "./stored-time.js";

export { REPLIES_COLLECTION };

/**
 * `suggestions/{postId}/replies/{replyId}`: a reply's system of record (docs/data.md, "replies"). Read
 * leniently, as posts are: administrators may edit it in the console.
 * - `author`: the name the reply is signed with: the account's display name, or the thread's anonymous name.
 * - `authorUid`: the account that replied signed in; absent for a signed-out visitor's reply.
 * - `authorBrowser`: the identity as moderators act on it, as on anonymous posts: the keyed hash of the
 *   verified uid (anonymous account, or the signed-in account).
 * - `byPostAuthor`: the post's own author wrote it.
 * - `heldUntil`: a deleted account's kept reply, out of view until then (docs/decisions/0119).
 * - `hidden`, `hiddenReason`: out of public view (reports, a moderator, the console); `moderatorKept`: a
 *   moderator kept or restored it, so reports never hide it by themselves again (as on posts).
 * - `heldForReview`: held by safe mode until a moderator approves it, as a new identity's post is (decision 0131).
 */
export const replyDocument = z.object({
  text: ifValid(z.string()),
  author: ifValid(z.string()),
  authorUid: ifValid(z.string()),
  authorBrowser: ifValid(z.string()),
  byPostAuthor: ifValid(z.boolean()),
  createdAt: ifValid(storedTime),
  rand: ifValid(z.number()),
  hidden: ifValid(z.boolean()),
  hiddenReason: ifValid(z.string()),
  heldUntil: ifValid(storedTime),
  moderatorKept: ifValid(z.boolean()),
  heldForReview: ifValid(z.boolean()),
});
export type ReplyDocument = z.output<typeof replyDocument>;
