// The mySuspension call, loaded on first use by use-my-suspension.ts: it brings the Functions door and the
// contracts (zod), which the pages that show the notice need not load before they paint.
import { mySuspension, type OwnSuspension } from "@village/shared";
import { callFunction } from "./functions";
import { restoreIdentity } from "./auth/anonymous-identity";

/**
 * The caller's own suspension, as the signed-in account or, signed out, as the browser's anonymous identity
 * (restored from storage, never made: a new identity is suspended from nothing, so nothing is asked).
 */
export async function callMySuspension(): Promise<OwnSuspension | null> {
  if (!(await restoreIdentity())) return null;
  return (await callFunction(mySuspension, {})).suspension ?? null;
}
