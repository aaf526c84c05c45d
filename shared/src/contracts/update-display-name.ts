import "../zod-config.js";
import { z } from "zod";
import { displayNameField } from "../text/display-name.js";
import { requestIdField, requestObject } from "../fields.js";
import { defineCallable } from "./callable-contract.js";

export const SIGN_IN_TO_NAME_MESSAGE = "You must be signed in to change your display name.";

/**
 * What the post callables answer a signed-in account that has chosen no name yet (`failed-precondition`):
 * nothing about a person is published without their choice, so the server never falls back to the e-mail.
 */
export const CHOOSE_A_NAME_MESSAGE =
  "Please choose the name your posts are shown with (a display name, or your e-mail address) before you post.";

/**
 * Said when the e-mail address is chosen as the name (or set as it around the server) before it is verified:
 * anyone can sign up with an address that is not theirs, so an unverified one is never published.
 */
export const VERIFY_EMAIL_TO_USE_IT_MESSAGE =
  "Please verify your e-mail address before you post as it: use the link we sent you (your account page can " +
  "send another), or choose a display name.";

/** Said before the display-name rule an e-mail address breaks, when it is chosen as the name. */
export const EMAIL_AS_NAME_REFUSED_PREFIX = "Your e-mail address cannot be shown as your name.";

/**
 * `updateDisplayName`: sets the account's display name, cleaned on the server, and re-signs the account's
 * named posts with it. `{ useEmail: true }` is the explicit choice to be shown by the account's e-mail address.
 */
export const updateDisplayName = defineCallable({
  name: "updateDisplayName",
  input: requestObject({
    displayName: displayNameField.optional(),
    useEmail: z.literal(true, { error: "useEmail must be true when sent." }).optional(),
    requestId: requestIdField,
  }).refine((input) => (input.displayName === undefined) !== (input.useEmail === undefined), {
    message: "Please enter a display name, or choose to be shown by your e-mail address (not both).",
    path: ["displayName"],
  }),
  output: z.object({
    /** The name now stored (the e-mail address for `useEmail`). */
    displayName: z.string(),
    /** How many of the account's named posts were re-signed with it. */
    postsRenamed: z.number().int().nonnegative(),
  }),
});
