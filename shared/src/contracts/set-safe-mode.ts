import "../zod-config.js";
import { z } from "zod";
import { requestIdField, requestObject, textField } from "../fields.js";
import { MODERATION_REASON_MAX } from "../moderation.js";
import { defineCallable } from "./callable-contract.js";

/** The answer to turning safe mode on while it is on, or off while it is off: nothing changed, nothing logged. */
export const SAFE_MODE_UNCHANGED_MESSAGE = "Safe mode is already like that. Please reload the page.";

export const setSafeModeInput = requestObject({
  /** true: turn safe mode on; false: off. */
  on: z.boolean({ error: "Say whether to turn safe mode on or off." }),
  reason: textField({
    label: "Reason",
    max: MODERATION_REASON_MAX,
    requiredMessage: "Please give a short reason: it is published in the moderation log.",
  }),
  requestId: requestIdField,
});

/**
 * `setSafeMode`: a moderator turns safe mode for new identities on or off (issue #48 item 4, decision 0131).
 * While it is on, a post from an identity younger than a day with no approved post waits for a moderator.
 * Logged publicly, without names. Moderators only.
 */
export const setSafeMode = defineCallable({
  name: "setSafeMode",
  input: setSafeModeInput,
  output: z.object({ on: z.boolean() }),
});
