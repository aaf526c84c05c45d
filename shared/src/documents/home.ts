import "../zod-config.js";
import { z } from "zod";
import { HOME_DOCUMENT, HOME_READ_TIME_FIELD, NEWEST_POSTS_FIELD, POST_COUNT_FIELD } from "../firestore-schema.js";
import { publicPostDocument, type PublicPostDocument } from "./public-post.js";
import { ifValid, storedTime } from "./stored-time.js";

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
  /** The read time the build listed from, so that a build task it covers reads nothing more (decision 0069). */
  [HOME_READ_TIME_FIELD]: ifValid(storedTime),
});
export type HomeDocument = z.output<typeof homeDocument>;

/**
 * `meta/home` as the first page is served from it (`/`, `/api/home`): every entry must parse, or the document
 * is refused and the server falls back (the shell, a 503) to the app, which reads the document itself and
 * drops what it cannot show (decision 0043). A page with a post silently missing is not served as the page.
 */
export const servedHomeDocument = homeDocument.extend({
  [NEWEST_POSTS_FIELD]: z.array(publicPostDocument).default([]),
});
