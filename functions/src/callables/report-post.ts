import { reportPost as contract } from "@village/shared";
import { openCallable } from "../lib/callable.js";
import { addressHashKeySecret, reportersToHidePost } from "../lib/limits-config.js";
import { reporterLimits } from "../services/post-limits.js";
import { fileReport } from "../services/reports.js";

/** Anyone reports a post, once; enough distinct reporters hide it pending review. */
export const reportPost = openCallable(
  contract,
  async ({ postId, reason, note, clientId }, caller) => {
    const { alreadyReported } = await fileReport(
      { postId, reason, note: note === "" ? undefined : note, uid: caller.uid },
      reporterLimits(caller, clientId),
      reportersToHidePost(),
    );
    return { reported: true as const, alreadyReported };
  },
  { secrets: [addressHashKeySecret] },
);
