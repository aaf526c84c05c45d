import "../zod-config.js";
import { z } from "zod";
import { requestIdField, requestObject } from "../fields.js";
import { MINIMUM_AGE } from "../age.js";
import { defineCallable } from "./callable-contract.js";

export const SIGN_IN_TO_CONFIRM_AGE_MESSAGE = "You must be signed in to confirm your age.";

/** What the post callables answer an account that has not confirmed its age (`failed-precondition`). */
export const CONFIRM_AGE_FIRST_MESSAGE = `Please confirm that you are ${MINIMUM_AGE} or older before you post: tick "I am ${MINIMUM_AGE} or older" on the form and press Confirm.`;

/** `confirmAge`: the signed-in account confirms it is at least 13; stored server-side, once. */
export const confirmAge = defineCallable({
  name: "confirmAge",
  input: requestObject({ requestId: requestIdField }),
  output: z.object({ confirmed: z.literal(true) }),
});
