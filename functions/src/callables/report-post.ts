import { reportPost as contract } from "@village/shared";
import { openCallable } from "../lib/callable.js";
import { addressHashKeySecret, reporterStandingSettings, reportersToHidePost } from "../lib/limits-config.js";
import { reporterLimits } from "../services/post-limits.js";
import { reportWeightOf } from "../services/reporter-standing.js";
import { fileReport } from "../services/reports.js";

/**
 * Anyone reports a post, once per voice; enough accounts with standing (aged, verified) hide it pending
 * review, whatever addresses they call from. A deleted account's token is refused.
 */
export const reportPost = openCallable(
  contract,
  async ({ postId, reason, note, clientId }, caller) => {
    // Signed out (an anonymous identity, or none): heard by moderators, never a vote toward hiding.
    const anonymous = caller.uid === null || caller.token?.firebase.sign_in_provider === "anonymous";
    const weight = await reportWeightOf({ uid: caller.uid, anonymous }, reporterStandingSettings());
    const { alreadyReported } = await fileReport(
      { postId, reason, note: note === "" ? undefined : note, uid: caller.uid, account: !anonymous },
      reporterLimits(caller, clientId),
      reportersToHidePost(),
      weight,
    );
    return { reported: true as const, alreadyReported };
  },
  { secrets: [addressHashKeySecret] },
);
