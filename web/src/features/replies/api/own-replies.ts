// What a reply's writer and a post's author do to a thread themselves (docs/decisions/0119): delete one's own
// reply, close a post to replies or open it again. Loaded when the person first asks (with the Functions
// SDK), never with the post's page.
import { closeReplies, deleteReply, type CallableParsedInput } from "@village/shared";
import { forgetAuthoredReply } from "../../../lib/authored-posts";
import { restoreIdentity } from "../../../lib/firebase/auth/anonymous-identity";
import { callFunction } from "../../../lib/firebase/functions";

export const deleteReplyInput = deleteReply.input;
export const closeRepliesInput = closeReplies.input;

/** Deletes the caller's own reply: as the signed-in account, or the browser's identity (restored, never made). */
export async function sendDeleteReply(input: CallableParsedInput<typeof deleteReply>): Promise<void> {
  await restoreIdentity({ use: true });
  await callFunction(deleteReply, input);
  forgetAuthoredReply(input.replyId);
}

/** Closes the post to replies (or opens it again); resolves to whether it is now closed. */
export async function sendCloseReplies(input: CallableParsedInput<typeof closeReplies>): Promise<boolean> {
  await restoreIdentity({ use: true });
  return (await callFunction(closeReplies, input)).closed;
}
