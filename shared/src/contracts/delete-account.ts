import "../zod-config.js";
import { z } from "zod";
import { requestIdField, requestObject } from "../fields.js";
import { defineCallable } from "./callable-contract.js";

/** The word a person types to confirm that their account goes. */
export const DELETE_CONFIRMATION_WORD = "DELETE";

export const SIGN_IN_TO_DELETE_MESSAGE = "You must be signed in to delete your account.";

/** A sign-in older than this cannot delete the account: the person confirms who they are again first. */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

export const SIGN_IN_AGAIN_TO_DELETE_MESSAGE =
  "For your safety, deleting your account needs a fresh sign-in. Please enter your password (or sign in again) and try once more.";

/** `deleteAccount`: the caller's account goes, with its posts deleted or kept without any link to it. */
export const deleteAccount = defineCallable({
  name: "deleteAccount",
  input: requestObject({
    requestId: requestIdField,
    /** "delete": the posts go too; "keep": they stay, signed "anonymous", with every account link removed. */
    posts: z.enum(["delete", "keep"], { error: "Please choose whether to delete your posts or keep them." }),
    confirm: z.literal(DELETE_CONFIRMATION_WORD, {
      error: `Please type ${DELETE_CONFIRMATION_WORD} in capitals to confirm.`,
    }),
  }),
  output: z.object({ deleted: z.literal(true), postsDeleted: z.number().int(), postsKept: z.number().int() }),
});
