// The account feature's door to Firebase: its callables, and the Auth steps around them.
import { deleteAccount, exportMyData, myPosts, type ExportedData } from "@village/shared";
import { randomId } from "../../../lib/ids/random-id";
import { callFunction } from "../../../lib/firebase/functions";
import { confirmSignIn, usesPassword } from "../../../lib/firebase/auth/confirm-sign-in";
import { sendVerificationEmail } from "../../../lib/firebase/auth/email-verification";
import { signOutUser } from "../../../lib/firebase/auth/sign-in";
import { saveDisplayName } from "../../../lib/firebase/display-name";

export { saveDisplayName, sendVerificationEmail, signOutUser, usesPassword };

/** One page of the caller's posts, newest first: the first, or the one after `cursor`. */
export function fetchMyPosts(cursor?: string) {
  return callFunction(myPosts, cursor === undefined ? {} : { cursor });
}

export function fetchMyData(): Promise<ExportedData> {
  return callFunction(exportMyData, {});
}

/**
 * Deletes the signed-in account: confirms the sign-in (the password for an e-mail account), then asks the
 * server to delete. A wrong password stops before anything is deleted. The caller signs this browser out.
 */
export async function deleteMyAccount(posts: "delete" | "keep", password: string | null): Promise<void> {
  await confirmSignIn(password);
  await callFunction(deleteAccount, { requestId: randomId(), posts, confirm: "DELETE" });
}
