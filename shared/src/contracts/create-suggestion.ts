import { requestIdField, requestObject, textField } from "../fields.js";
import { LIMITS } from "../limits.js";
import { defineCallable } from "./callable-contract.js";
import { createdPostReply } from "./listed-post-reply.js";

export const SIGN_IN_TO_SUGGEST_MESSAGE = "You must be signed in to add a suggestion.";

/**
 * The refusal of a call whose ID token still works but whose account was deleted (a token lives up to an
 * hour): the post callables, reports and moderators' calls check the account itself.
 */
export const ACCOUNT_GONE_MESSAGE = "This account no longer exists. Please sign in again.";

/** The refusal of every call from a disabled account, whatever its token says (checked on each call). */
export const ACCOUNT_DISABLED_MESSAGE =
  "This account has been disabled. Contact the site if you think this is a mistake.";

/** The refusal of a token issued before its account's sessions were revoked (a password change, an admin). */
export const SESSION_ENDED_MESSAGE = "This session has ended. Please sign in again.";

/**
 * The refusal of a call whose account Auth could not read just then: nothing is done on a guess (a name, a
 * claim, a standing), so the call may simply be tried again.
 */
export const ACCOUNT_LOOKUP_FAILED_MESSAGE =
  "We couldn't check your account just now, so nothing was done. Please try again in a moment.";

/** The same three, for a signed-out visitor's anonymous account: reloading starts a new one. */
export const ANONYMOUS_IDENTITY_ENDED_MESSAGE =
  "This browser's anonymous session has ended. Please reload the page and try again.";

export const createSuggestionInput = requestObject({
  title: textField({
    label: "Title",
    max: LIMITS.suggestionTitle,
    requiredMessage: "Please enter a title.",
  }),
  details: textField({
    label: "Suggestion details",
    max: LIMITS.suggestionDetails,
    multiline: true,
    requiredMessage: "Please enter suggestion details.",
  }),
  requestId: requestIdField,
});

/** `createSuggestion`: a signed-in user's suggestion from /new. */
export const createSuggestion = defineCallable({
  name: "createSuggestion",
  input: createSuggestionInput,
  output: createdPostReply,
});
