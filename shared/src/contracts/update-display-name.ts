import "../zod-config.js";
import { z } from "zod";
import { displayNameField } from "../display-name.js";
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
