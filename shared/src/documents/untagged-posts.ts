import "../zod-config.js";
import { z } from "zod";
import { UNTAGGED_POST_IDS_FIELD, UNTAGGED_POSTS_DOCUMENT, UNTAGGED_POSTS_MAX } from "../firestore-schema.js";

export { UNTAGGED_POSTS_DOCUMENT, UNTAGGED_POSTS_MAX };

/**
 * `meta/untaggedPosts`: the ids of the public posts without Village's tag (docs/data.md, "meta/untaggedPosts"),
 * kept by the trigger. Server only.
 */
export const untaggedPostsDocument = z.object({
  [UNTAGGED_POST_IDS_FIELD]: z.array(z.string()).default([]),
});
export type UntaggedPostsDocument = z.output<typeof untaggedPostsDocument>;
