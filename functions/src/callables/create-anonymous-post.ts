import { ANONYMOUS_AUTHOR_TYPE, createAnonymousPost as contract } from "@village/shared";
import type { SuggestionDocument } from "@village/shared/documents";
import { openCallable } from "../lib/callable.js";
import {
  addressHashKeySecret,
  browserHashKey,
  browserHashKeySecret,
  postIdKeySecret,
  safeModeSettings,
} from "../lib/limits-config.js";
import { createdPostReplyFor } from "../services/posts/listed-post.js";
import { AUTHOR_BROWSER_FIELD, identityKeyHash, type PostAuthor } from "../services/posts/post-authors.js";
import { anonymousPostLimits } from "../services/limits/post-limits.js";
import { storePost } from "../services/posts/posts.js";
import { accountKeys, refuseSuspended } from "../services/moderation/suspensions.js";
import { afterPostStored, queueHeldPost, safeModeFieldsFor } from "../services/moderation/safe-mode.js";

/**
 * A post from /anon, by a signed-in account or a signed-out visitor's anonymous account (a call with no
 * verified identity is refused). The signed-in account is kept (for Delete and account deletion) but never
 * shown nor used by moderators. Its author, as moderators act on it, is the identity: the post stores a
 * keyed hash of the verified uid, nothing derived from the network address, and never an anonymous uid.
 */
export const createAnonymousPost = openCallable(
  contract,
  async ({ title, link, text, requestId }, caller) => {
    // Refuses a call with no identity, before anything is read.
    const limits = anonymousPostLimits(caller);
    const identity = caller.uid ?? caller.anonymousUid ?? "";
    const secret = browserHashKey();
    const author: PostAuthor = { kind: "browser", key: identityKeyHash(identity, secret) };
    // Signed in, the account's suspension too, by its uid or what a re-registration keeps (decision 0089).
    const account = caller.uid !== null && caller.account ? accountKeys(caller.account, secret) : [];
    // Safe mode (decision 0131): the identity's age from its Auth account, as the wrapper read it for this call.
    const [safeMode] = await Promise.all([
      safeModeFieldsFor(author, caller.account),
      refuseSuspended([author, ...account]),
    ]);
    const fields: SuggestionDocument = {
      title,
      link,
      text,
      authorType: ANONYMOUS_AUTHOR_TYPE,
      ownerUid: caller.uid ?? "",
      [AUTHOR_BROWSER_FIELD]: author.key,
      ...safeMode,
    };
    const held = safeMode.heldForReview === true;
    const id = await storePost(fields, { requestId, ...limits, ...(held && { alsoWrite: queueHeldPost }) });
    await afterPostStored(safeMode, safeModeSettings);
    return createdPostReplyFor(id, fields);
  },
  { secrets: [addressHashKeySecret, browserHashKeySecret, postIdKeySecret] },
);
