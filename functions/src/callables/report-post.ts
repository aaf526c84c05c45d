import { reportPost as contract } from "@village/shared";
import { openCallable } from "../lib/callable.js";
import { addressHashKeySecret, reporterStandingSettings, reportersToHidePost } from "../lib/limits-config.js";
import { reporterLimits } from "../services/post-limits.js";
import { reportWeightOf } from "../services/reporter-standing.js";
import { fileReport } from "../services/reports.js";

/**
 * Anyone reports a post, once; enough distinct reporters with standing (aged, verified accounts) hide it
 * pending review. A deleted account's token is refused.
 */
export const reportPost = openCallable(
  contract,
  async ({ postId, reason, note, clientId }, caller) => {
    const weight = await reportWeightOf(caller.uid, reporterStandingSettings());
    const { alreadyReported } = await fileReport(
      { postId, reason, note: note === "" ? undefined : note, uid: caller.uid },
      reporterLimits(caller, clientId),
      reportersToHidePost(),
      weight,
    );
    return { reported: true as const, alreadyReported };
  },
  { secrets: [addressHashKeySecret] },
);
