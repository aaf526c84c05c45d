import { ANONYMOUS_AUTHOR_TYPE, createAnonymousPost as contract } from "@village/shared";
import { openCallable } from "../lib/callable.js";
import { addressHashKey, addressHashKeySecret } from "../lib/limits-config.js";
import { currentAccount } from "../services/current-account.js";
import { DELETE_TOKEN_HASH_FIELD, deleteTokenFor, deleteTokenHash } from "../services/delete-post.js";
import { listedPostReplyFor } from "../services/listed-post.js";
import { anonymousPostLimits } from "../services/post-limits.js";
import { storePost } from "../services/posts.js";

/**
 * A post from /anon, by anyone, signed in or not; the account, if any, is kept but never shown. A
 * signed-out poster gets a delete token for the browser to keep (the post stores only its hash), and the
 * post keeps its rate-limit key (`authorKey`) so moderators can act on every post from it.
 */
export const createAnonymousPost = openCallable(
  contract,
  async ({ title, link, text, requestId, clientId }, caller) => {
    // A deleted account's token (valid up to an hour) posts nothing, not even anonymously.
    if (caller.uid) await currentAccount(caller.uid);
    const limits = anonymousPostLimits(caller, clientId);
    const deleteToken = caller.uid ? undefined : deleteTokenFor(addressHashKey(), limits.scope, requestId);
    const id = await storePost(
      {
        title,
        link,
        text,
        authorType: ANONYMOUS_AUTHOR_TYPE,
        ownerUid: caller.uid ?? "",
        ...(deleteToken !== undefined && {
          authorKey: limits.scope,
          [DELETE_TOKEN_HASH_FIELD]: deleteTokenHash(deleteToken),
        }),
      },
      { requestId, ...limits },
    );
    return { id, post: await listedPostReplyFor(id), ...(deleteToken !== undefined && { deleteToken }) };
  },
  { secrets: [addressHashKeySecret] },
);
