import "../zod-config.js";
import { z } from "zod";
import { requestObject } from "../fields.js";
import { defineCallable } from "./callable-contract.js";
import { postIdField } from "./report-post.js";

/** What an author may mark on their own post's replies. */
export const REPLY_NOTICE_MARKS = ["seen", "off", "on"] as const;
export type ReplyNoticeMark = (typeof REPLY_NOTICE_MARKS)[number];

export const REPLY_NOTICE_MARK_MESSAGE = "Say whether the replies were read, or notices go off or on.";

/**
 * `markReplyNotices`: the author of a post marks its replies seen (the post's page does, on opening it), or
 * turns its reply notices off or on again (from /account). Anything but the caller's own post is `not-found`,
 * as `myPost` answers. Writes nothing public.
 */
export const markReplyNotices = defineCallable({
  name: "markReplyNotices",
  input: requestObject({
    postId: postIdField,
    mark: z.enum(REPLY_NOTICE_MARKS, { error: REPLY_NOTICE_MARK_MESSAGE }),
  }),
  output: z.object({
    postId: z.string(),
    /** Whether the author is now told of new replies to it. */
    notices: z.boolean(),
    /** The reply count now marked seen. */
    seen: z.number().int().min(0),
  }),
});
