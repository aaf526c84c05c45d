import { reportPost as contract } from "@village/shared";
import { openCallable } from "../lib/callable.js";
import { addressHashKeySecret, reporterStandingSettings, reportersToHidePost } from "../lib/limits-config.js";
import { reporterLimits } from "../services/post-limits.js";
import { reportWeightOf } from "../services/reporter-standing.js";
import { fileReport } from "../services/reports.js";
import { isSuspendedAccount } from "../services/suspensions.js";

/**
 * Anyone reports a post, once: a signed-in account, or a signed-out visitor's anonymous account (a call
 * with no identity is refused). Enough distinct reporters with standing (aged, verified accounts that are
 * not suspended) hide it pending review. An ended account's token is refused by the wrapper.
 */
export const reportPost = openCallable(
  contract,
  async ({ postId, reason, note }, caller) => {
    // Refuses a call with no identity, before anything is read.
    const reporter = reporterLimits(caller);
    // A suspension takes the account's weight for as long as it runs (its reports still reach moderators).
    const suspended = caller.uid !== null && (await isSuspendedAccount(caller.uid));
    const weight = suspended ? null : await reportWeightOf(caller.uid, reporterStandingSettings());
    const { alreadyReported } = await fileReport(
      { postId, reason, note: note === "" ? undefined : note, uid: caller.uid },
      reporter,
      reportersToHidePost(),
      weight,
    );
    return { reported: true as const, alreadyReported };
  },
  { secrets: [addressHashKeySecret] },
);
