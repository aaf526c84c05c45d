import "../zod-config.js";
import { z } from "zod";
import { requestObject } from "../fields.js";
import { defineCallable } from "./callable-contract.js";
import { listedPostReply } from "./listed-post-reply.js";
import { ownPostModeration } from "./my-post.js";

/** How many of an account's posts the account page lists, newest first. The export holds them all. */
export const MY_POSTS_LIMIT = 100;

export const SIGN_IN_FOR_ACCOUNT_MESSAGE = "You must be signed in to see your account.";

/** `myPosts`: the caller's own posts (suggestions, and anonymous posts made while signed in), newest first. */
export const myPosts = defineCallable({
  name: "myPosts",
  input: requestObject({}),
  output: z.object({
    /**
     * Each as listed, plus whether it was posted anonymously (its public page shows no name) and what
     * moderation did to it (told to its author only).
     */
    posts: z.array(listedPostReply.extend({ anonymous: z.boolean(), moderation: ownPostModeration })),
    /** How many posts the account has in all (more than `posts` holds past `MY_POSTS_LIMIT`). */
    total: z.number().int().min(0),
  }),
});
