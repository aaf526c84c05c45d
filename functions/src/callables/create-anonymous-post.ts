import { ANONYMOUS_AUTHOR_TYPE, createAnonymousPost as contract } from "@village/shared";
import { openCallable } from "../lib/callable.js";
import { addressHashKeySecret } from "../lib/limits-config.js";
import { listedPostReplyFor } from "../services/listed-post.js";
import { anonymousPostLimits } from "../services/post-limits.js";
import { storePost } from "../services/posts.js";

/** A post from /anon, by anyone, signed in or not; the account, if any, is kept but never shown. */
export const createAnonymousPost = openCallable(
  contract,
  async ({ title, link, text, requestId, clientId }, caller) => {
    const id = await storePost(
      { title, link, text, authorType: ANONYMOUS_AUTHOR_TYPE, ownerUid: caller.uid ?? "" },
      { requestId, ...anonymousPostLimits(caller, clientId) },
    );
    return { id, post: await listedPostReplyFor(id) };
  },
  { secrets: [addressHashKeySecret] },
);
