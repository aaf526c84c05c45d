import "../zod-config.js";
import { z } from "zod";
import { requestObject } from "../fields.js";
import { defineCallable } from "./callable-contract.js";
import { listedPostReply, postVersionAnswer } from "./listed-post-reply.js";
import { postIdField } from "./report-post.js";

/** Who took a post down, as the public log names the role (never the person). */
export const OWN_POST_ACTORS = ["reports", "moderator", "administrator"] as const;

/**
 * What became of one of the caller's own posts, as only its author is told: up, hidden (after reports,
 * pending review, or by a moderator, with the reason the moderator gave, which the public log also shows),
 * or removed. Never who reported it or who moderated it.
 */
export const ownPostModeration = z.discriminatedUnion("state", [
  z.object({ state: z.literal("visible") }),
  z.object({ state: z.literal("hidden"), by: z.enum(OWN_POST_ACTORS), reason: z.string().optional() }),
  z.object({ state: z.literal("removed"), by: z.enum(OWN_POST_ACTORS), reason: z.string().optional() }),
  // Held by safe mode for a moderator's review (decision 0131): "Waiting for a moderator".
  z.object({ state: z.literal("held") }),
]);
export type OwnPostModeration = z.infer<typeof ownPostModeration>;

/** The answer to a caller with no identity (neither an account nor a browser's anonymous one): nobody to ask about. */
export const NO_IDENTITY_FOR_OWN_POST_MESSAGE =
  "Sign in, or open the post in the browser that posted it, to see what became of your post.";
/** The one answer to a post that is not the caller's, or not there: it tells a stranger nothing. */
export const NOT_AVAILABLE_MESSAGE = "This post is not available.";

/**
 * `myPost`: one of the caller's own posts with what became of it (hidden or removed included), for its
 * page when the public copy is gone. The caller is a signed-in account or a browser's anonymous identity.
 * Anything that is not the caller's is `not-found`, exactly as a post that never existed.
 */
export const myPost = defineCallable({
  name: "myPost",
  input: requestObject({ postId: postIdField }),
  output: z.object({
    postId: z.string(),
    /** The post as listed (absent once removed: its content is gone). */
    post: listedPostReply.extend({ anonymous: z.boolean() }).optional(),
    moderation: ownPostModeration,
    /** What the author's own edits replaced, oldest first (absent: never edited). Only its author reads them. */
    versions: z.array(postVersionAnswer).optional(),
  }),
});

/** An author's suspension as its author is told it: whose (the account, or the anonymous author), why, until when. */
export const ownSuspension = z.object({
  kind: z.enum(["account", "browser"]),
  reason: z.string(),
  /** The end, ISO 8601; absent for good. */
  until: z.iso.datetime().optional(),
});
export type OwnSuspension = z.infer<typeof ownSuspension>;

/** The answer to a caller with no identity: there is no author whose suspension could be read. */
export const NO_IDENTITY_FOR_SUSPENSION_MESSAGE =
  "Sign in, or use the browser you posted from, to see whether you may post.";

/**
 * `mySuspension`: the caller's own active suspension, if any (the account's first, then the anonymous
 * author's), so the post pages can say so before writing. The caller is a signed-in account or a browser's
 * anonymous identity.
 */
export const mySuspension = defineCallable({
  name: "mySuspension",
  input: requestObject({}),
  output: z.object({ suspension: ownSuspension.optional() }),
});
