import { HttpsError } from "firebase-functions/v2/https";
import { MODERATORS_ONLY_MESSAGE } from "@village/shared";
import type { SignedInCaller } from "../lib/callable.js";

/** Moderators are accounts with the custom claim `moderator: true` (npm run moderator -- grant EMAIL). */
export function requireModerator(caller: SignedInCaller): void {
  if (caller.token.moderator !== true) throw new HttpsError("permission-denied", MODERATORS_ONLY_MESSAGE);
}
