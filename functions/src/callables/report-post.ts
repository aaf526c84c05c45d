import { reportPost as contract, UNKNOWN_POST_MESSAGE } from "@village/shared";
import { openCallable } from "../lib/callable.js";
import {
  addressHashKeySecret,
  browserHashKey,
  browserHashKeySecret,
  postIdKey,
  postIdKeySecret,
  reporterStandingSettings,
  reportersToHidePost,
} from "../lib/limits-config.js";
import { postIdKind } from "../lib/post-ids.js";
import { badInput } from "../services/posts/post-state.js";
import { reporterLimits } from "../services/limits/post-limits.js";
import { reportWeightOf } from "../services/moderation/reporter-standing.js";
import { fileReport } from "../services/moderation/reports.js";
import { isSuspendedAccount } from "../services/moderation/suspensions.js";

/**
 * Anyone reports a post, once per voice: a signed-in account, or a signed-out visitor's anonymous identity
 * (a call with neither is refused). Enough accounts with standing (aged, verified, not suspended) hide it
 * pending review, whatever addresses they call from. An ended account's token is refused by the wrapper.
 * With `replyId`, the same for one reply under the post (decision 0117).
 */
export const reportPost = openCallable(
  contract,
  async ({ postId, replyId, reason, note }, caller) => {
    // Refuses a call with no identity, then a made-up id, before anything is read (decision 0061).
    const reporter = reporterLimits(caller);
    if (postIdKind(postId, postIdKey()) === "forged") throw badInput("postId", UNKNOWN_POST_MESSAGE);
    // Signed out (an anonymous identity): heard by moderators, never a vote toward hiding.
    const anonymous = caller.uid === null;
    // A suspension takes the account's weight for as long as it runs (its reports still reach moderators).
    // By the uid, or what the account kept from a suspended one it re-registers (decision 0089).
    const account = anonymous ? null : caller.account;
    const suspended = account !== null && (await isSuspendedAccount(account, browserHashKey()));
    const weight = suspended || account === null ? null : await reportWeightOf(account, reporterStandingSettings());
    const { alreadyReported } = await fileReport(
      { postId, replyId, reason, note: note === "" ? undefined : note, uid: caller.uid, account: !anonymous },
      reporter,
      reportersToHidePost(),
      weight,
    );
    return { reported: true as const, alreadyReported };
  },
  { secrets: [addressHashKeySecret, browserHashKeySecret, postIdKeySecret] },
);
