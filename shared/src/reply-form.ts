// The reply form's words, in a module without zod: the post's page draws the form with them, and must not
// carry zod until the person starts on it (createReply's contract re-exports them).

/** The reply form's one field, as labelled on the page. */
export const REPLY_LABEL = "Your reply";
