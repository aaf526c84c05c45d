import { ANONYMOUS_AUTHOR_TYPE, createAnonymousPost as contract } from "@village/shared";
import { openCallable } from "../lib/callable.js";
import { addressHashKey, addressHashKeySecret, browserHashKey, browserHashKeySecret } from "../lib/limits-config.js";
import { currentAccount } from "../services/current-account.js";
import { DELETE_TOKEN_HASH_FIELD, deleteTokenFor, deleteTokenHash } from "../services/delete-post.js";
import { listedPostReplyFor } from "../services/listed-post.js";
import { AUTHOR_BROWSER_FIELD, browserKeyHash, type PostAuthor } from "../services/post-authors.js";
import { anonymousPostLimits } from "../services/post-limits.js";
import { storePost } from "../services/posts.js";
import { refuseSuspended } from "../services/suspensions.js";

/**
 * A post from /anon, by anyone, signed in or not; the account, if any, is kept (for Delete and account
 * deletion) but never shown nor used by moderators. Its author, as moderators act on it, is the browser:
 * the post stores a keyed hash of the browser's id, nothing derived from the network address. A signed-out
 * poster gets a delete token for the browser to keep (the post stores only its hash).
 */
export const createAnonymousPost = openCallable(
  contract,
  async ({ title, link, text, requestId, clientId }, caller) => {
    // A deleted account's token (valid up to an hour) posts nothing, not even anonymously.
    if (caller.uid) await currentAccount(caller.uid);
    const browser: PostAuthor | null =
      clientId === undefined ? null : { kind: "browser", key: browserKeyHash(clientId, browserHashKey()) };
    const account: PostAuthor | null = caller.uid ? { kind: "account", key: caller.uid } : null;
    await refuseSuspended([browser, account].filter((author) => author !== null));
    const limits = anonymousPostLimits(caller, clientId);
    const deleteToken = caller.uid ? undefined : deleteTokenFor(addressHashKey(), limits.scope, requestId);
    const id = await storePost(
      {
        title,
        link,
        text,
        authorType: ANONYMOUS_AUTHOR_TYPE,
        ownerUid: caller.uid ?? "",
        ...(browser !== null && { [AUTHOR_BROWSER_FIELD]: browser.key }),
        ...(deleteToken !== undefined && { [DELETE_TOKEN_HASH_FIELD]: deleteTokenHash(deleteToken) }),
      },
      { requestId, ...limits },
    );
    return { id, post: await listedPostReplyFor(id), ...(deleteToken !== undefined && { deleteToken }) };
  },
  { secrets: [addressHashKeySecret, browserHashKeySecret] },
);
