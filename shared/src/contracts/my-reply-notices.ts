import "../zod-config.js";
import { z } from "zod";
import { requestObject } from "../fields.js";
import { defineCallable } from "./callable-contract.js";

/**
 * How many of the caller's newest posts one `myReplyNotices` call looks at: replies to older posts are not
 * told (their threads are still there). It bounds the call's reads whatever the author has posted.
 */
export const REPLY_NOTICES_POSTS = 25;

/** The answer to a caller with no identity: nobody whose posts could have replies. */
export const NO_IDENTITY_FOR_REPLY_NOTICES_MESSAGE =
  "Sign in, or use the browser you posted from, to see replies to your posts.";

/** One of the caller's posts with replies, as told to its author alone. */
export const replyNotice = z.object({
  postId: z.string(),
  /** The post's title, or the start of its text when it has none. */
  title: z.string(),
  /** How many replies its thread lists. */
  replyCount: z.number().int().min(0),
  /** How many of them came since the author last opened the post (0 while notices are off). */
  newReplies: z.number().int().min(0),
  /** Whether the author is told of new replies to it. */
  notices: z.boolean(),
});
export type ReplyNotice = z.infer<typeof replyNotice>;

/**
 * `myReplyNotices`: the caller's own posts (their newest REPLY_NOTICES_POSTS) that have new replies, and those
 * with replies whose notices they turned off, newest first; `newReplies` adds up the new replies of the posts
 * with notices on. A post out of public view (hidden, deleted) is never in it. The caller is a signed-in account
 * or a browser's anonymous identity; the request names nobody.
 */
export const myReplyNotices = defineCallable({
  name: "myReplyNotices",
  input: requestObject({}),
  output: z.object({
    posts: z.array(replyNotice),
    newReplies: z.number().int().min(0),
  }),
});
