import "../zod-config.js";
import { z } from "zod";
import { HOME_DOCUMENT, NEWEST_POSTS_FIELD, POST_COUNT_FIELD } from "../firestore-schema.js";
import { publicPostDocument, type PublicPostDocument } from "./public-post.js";
import { ifValid } from "./stored-time.js";

export { HOME_DOCUMENT };

/**
 * `meta/home`: the count and the newest page (docs/data.md, "meta/home"), built by the home builder. Read
 * leniently like a post: an administrator's hand edit of one entry drops that entry (the next build
 * rewrites the page), it never fails the home page.
 */
export const homeDocument = z.object({
  [POST_COUNT_FIELD]: ifValid(z.number()),
  [NEWEST_POSTS_FIELD]: z
    .array(z.unknown())
    .catch([])
    .default([])
    .transform((entries) =>
      entries.flatMap((entry): PublicPostDocument[] => {
        const parsed = publicPostDocument.safeParse(entry);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
});
export type HomeDocument = z.output<typeof homeDocument>;
