import "../zod-config.js";
import { z } from "zod";
import { requestIdField, requestObject } from "../fields.js";
import { defineCallable } from "./callable-contract.js";
import { postIdField } from "./report-post.js";

/** The one answer to anyone but the post's author or a moderator (and about a post not in public view). */
export const NOT_YOUR_THREAD_MESSAGE = "Only the post's author or a moderator can close or reopen its replies.";

export const closeRepliesInput = requestObject({
  postId: postIdField,
  /** true: close the post to replies; false: open it again. */
  closed: z.boolean({ error: "Say whether to close or reopen the replies." }),
  requestId: requestIdField,
});

/**
 * `closeReplies`: the post's author (its account, or the browser's anonymous identity that posted it) or a
 * moderator closes a post to replies, or opens it again. Replies already there stay.
 */
export const closeReplies = defineCallable({
  name: "closeReplies",
  input: closeRepliesInput,
  output: z.object({ postId: z.string(), closed: z.boolean() }),
  replayProtected: true,
});
