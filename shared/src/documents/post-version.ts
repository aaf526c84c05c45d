import "../zod-config.js";
import { z } from "zod";
import { DETAILS_FIELD, POST_VERSIONS_COLLECTION } from "../firestore-schema.js";
import { ifValid, storedTime } from "./stored-time.js";

export { POST_VERSIONS_COLLECTION };

/**
 * `suggestions/{postId}/versions/{n}`: server only, one per edit, holding the content the edit replaced
 * (the post's own fields, by its kind) and since when that content had been shown (`shownFrom`: the post's
 * time, or the edit before). Its id is the version's number from 1, so they read back in order.
 */
export const postVersionDocument = z.object({
  title: ifValid(z.string()),
  [DETAILS_FIELD]: ifValid(z.string()),
  link: ifValid(z.string()),
  text: ifValid(z.string()),
  shownFrom: ifValid(storedTime),
  replacedAt: ifValid(storedTime),
});
export type PostVersionDocument = z.output<typeof postVersionDocument>;
