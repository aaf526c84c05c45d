// The mySuspension call, loaded on first use by use-my-suspension.ts: it brings the Functions door and the
// contracts (zod), which the pages that show the notice need not load before they paint.
import { mySuspension, type OwnSuspension } from "@village/shared";
import { callFunction } from "./functions";

export const callMySuspension = async (): Promise<OwnSuspension | null> =>
  (await callFunction(mySuspension, {})).suspension ?? null;
