import { myReports as contract, SIGN_IN_FOR_REPORTS_MESSAGE } from "@village/shared";
import { signedInCallable } from "../lib/callable.js";
import { readMyReports } from "../services/moderation/moderation-queue.js";

/** A signed-in reporter's own reports and their outcomes; nobody else's. */
export const myReports = signedInCallable(contract, SIGN_IN_FOR_REPORTS_MESSAGE, async (_input, caller) => ({
  reports: await readMyReports(caller.uid),
}));
