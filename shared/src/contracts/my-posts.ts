import "../zod-config.js";
import { z } from "zod";
import { requestObject } from "../fields.js";
import { defineCallable } from "./callable-contract.js";
import { listedPostReply } from "./listed-post-reply.js";
import { ownPostModeration } from "./my-post.js";

/**
 * How many of an account's posts one `myPosts` call answers, newest first: a call reads at most twice this
 * many posts (its two queries) whatever the account has posted. The export holds them all.
 */
export const MY_POSTS_PAGE_SIZE = 25;

export const SIGN_IN_FOR_ACCOUNT_MESSAGE = "You must be signed in to see your account.";

/** Said for a cursor `myPosts` did not give. */
export const MY_POSTS_CURSOR_MESSAGE = "This list of your posts is out of date. Please reload the page.";

/**
 * `myPosts`: one page of the caller's own posts (suggestions, and anonymous posts made while signed in),
 * newest first; `next` is the cursor of the following page, absent on the last.
 */
export const myPosts = defineCallable({
  name: "myPosts",
  input: requestObject({
    cursor: z.string({ error: MY_POSTS_CURSOR_MESSAGE }).max(200, { error: MY_POSTS_CURSOR_MESSAGE }).optional(),
  }),
  output: z.object({
    /**
     * Each as listed, plus whether it was posted anonymously (its public page shows no name) and what
     * moderation did to it (told to its author only).
     */
    posts: z.array(listedPostReply.extend({ anonymous: z.boolean(), moderation: ownPostModeration })),
    /** How many posts the account has in all: on the first page only (a cursor's page leaves it out). */
    total: z.number().int().min(0).optional(),
    next: z.string().optional(),
  }),
});
