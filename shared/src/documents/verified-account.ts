import "../zod-config.js";
import { z } from "zod";
import { storedTime } from "./stored-time.js";

/**
 * Server only: one document per account the server has seen with a verified e-mail, keyed by uid (Firebase
 * Auth does not record when an address was verified; decision 0089).
 */
export const VERIFIED_ACCOUNTS_COLLECTION = "verifiedAccounts";

/** `verifiedAccounts/{uid}`: when a standing check first saw the account's e-mail verified; standing counts from it. */
export const verifiedAccountDocument = z.object({
  verifiedSince: storedTime,
});
export type VerifiedAccountDocument = z.output<typeof verifiedAccountDocument>;
