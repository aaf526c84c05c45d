// The reply form's schema and call, loaded once the person starts on the form (with zod and the Functions
// SDK), not with the post's page: a reader who only reads never downloads them.
import { CHOOSE_A_NAME_MESSAGE, createReply, type CallableParsedInput } from "@village/shared";
import { rememberAuthoredReply, SIGNED_OUT } from "../../../lib/authored-posts";
import { errorMessage } from "../../../lib/errors/error-message";
import { signedInUid } from "../../../lib/firebase/auth/anonymous-identity";
import { callAsThisBrowser } from "../../../lib/firebase/call-as-this-browser";
import { replyFromAnswer, type Reply } from "./reply";

/** What the form checks before sending: the callable's own input schema. */
export const replyInput = createReply.input;

/**
 * Sends a checked reply, as the signed-in account or, signed out, as the browser's anonymous identity (made
 * now if it has none, as /anon's post does); resolves to the reply as the thread lists it, marked `held` when
 * safe mode holds it for a moderator.
 */
export async function sendReply(input: CallableParsedInput<typeof createReply>): Promise<Reply> {
  const { reply, held = false } = await callAsThisBrowser(createReply, input);
  // Remembered for whoever wrote it here, so that they are offered Delete on it (docs/decisions/0119).
  rememberAuthoredReply((await signedInUid()) ?? SIGNED_OUT, reply.replyId);
  return held ? { ...replyFromAnswer(reply), held } : replyFromAnswer(reply);
}

/** The server refused a signed-in account that has chosen no name yet: the form links to where one is chosen. */
export const asksForName = (error: unknown): boolean => errorMessage(error) === CHOOSE_A_NAME_MESSAGE;
