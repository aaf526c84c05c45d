import "../zod-config.js";
import { z } from "zod";
import { ANONYMOUS_AUTHOR_TYPE, DETAILS_FIELD, HELD_UNTIL_FIELD, SUGGESTIONS_COLLECTION } from "../firestore-schema.js";
import { ifValid, storedTime } from "./stored-time.js";

export { SUGGESTIONS_COLLECTION };

/**
 * `suggestions/{postId}`: the system of record (docs/data.md, "suggestions"). Administrators edit these in
 * the console and the trigger follows, so every field is read leniently (`ifValid`): a hand-typed value of
 * the wrong type is absent, never a failed read. Fields the functions no longer write (`deleteTokenHash`,
 * `authorKey`) are here because older posts hold them.
 */
export const suggestionDocument = z.object({
  title: ifValid(z.string()),
  [DETAILS_FIELD]: ifValid(z.string()),
  author: ifValid(z.string()),
  authorUid: ifValid(z.string()),
  link: ifValid(z.string()),
  text: ifValid(z.string()),
  authorType: ifValid(z.literal(ANONYMOUS_AUTHOR_TYPE)),
  ownerUid: ifValid(z.string()),
  createdAt: ifValid(storedTime),
  rand: ifValid(z.number()),
  unlisted: ifValid(z.string()),
  hidden: ifValid(z.boolean()),
  hiddenReason: ifValid(z.string()),
  hiddenLogged: ifValid(z.boolean()),
  moderatorKept: ifValid(z.boolean()),
  [HELD_UNTIL_FIELD]: ifValid(storedTime),
  deleteTokenHash: ifValid(z.string()),
  authorBrowser: ifValid(z.string()),
  authorKey: ifValid(z.string()),
  /** Closed to replies (issue #47): set by an administrator in the console for now. */
  repliesClosed: ifValid(z.boolean()),
  /** When its author last edited it (`editPost`, issue #48); absent for a post never edited. */
  editedAt: ifValid(storedTime),
  /** A hash of the last edit's request (its caller and id), so that a retry of that edit succeeds again. */
  editRequestKey: ifValid(z.string()),
  /**
   * Held by safe mode (issue #48 item 4): a new identity's post, out of every public view until a moderator
   * approves it (or declines it: then hidden). Absent for every other post.
   */
  heldForReview: ifValid(z.boolean()),
  /**
   * When a moderator approved it out of safe mode's hold: approved as it stood, so its author may not edit it
   * afterwards (within the edit window), which would list unreviewed words under a reviewed post.
   */
  approvedAt: ifValid(storedTime),
  /** When a post came from an identity younger than a day: what safe mode's automatic switch counts. */
  newAuthorAt: ifValid(storedTime),
});
export type SuggestionDocument = z.output<typeof suggestionDocument>;
