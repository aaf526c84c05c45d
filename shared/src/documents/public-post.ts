import "../zod-config.js";
import { z } from "zod";
import { POSTS_COLLECTION } from "../firestore-schema.js";
import type { ListedPost } from "../listed-post.js";
import { storedTime, type StoredTime } from "./stored-time.js";

export { POSTS_COLLECTION };

/** A listed post's fields (listed-post.ts) with `createdAt` as `time`: stored, or as an endpoint sends it. */
export const listedPostFields = <Time extends z.ZodType>(time: Time) =>
  z.object({
    postId: z.string().min(1),
    title: z.string().optional(),
    details: z.string().optional(),
    link: z.string().optional(),
    author: z.string().optional(),
    repliesClosed: z.literal(true).optional(),
    createdAt: time,
    /** Set from the post's own `editedAt` by the trigger: when its author last edited it. */
    editedAt: time.optional(),
    /** Written only by the reply-count task (services/projection/reply-count.ts); absent when there are none. */
    replyCount: z.number().int().min(0).optional(),
  });

/** `posts/{postId}`: the public projection, one listed post (docs/data.md, "posts"). Only the trigger writes it. */
export const publicPostDocument = listedPostFields(storedTime);
export type PublicPostDocument = z.output<typeof publicPostDocument>;

// The schema and the interface every side builds listed posts with stay one shape.
export const publicPostMatches: PublicPostDocument extends ListedPost<StoredTime>
  ? ListedPost<StoredTime> extends PublicPostDocument
    ? true
    : never
  : never = true;
