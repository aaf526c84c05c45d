import { getAuth } from "firebase-admin/auth";
import { ANONYMOUS_AUTHOR } from "@village/shared";

/**
 * The name a post is signed with: display name, else e-mail, else "anonymous". Read from the account
 * itself rather than the ID token, because a display name set right after sign-up is not yet in the token.
 */
export async function authorNameFor(uid: string, token: { name?: unknown; email?: unknown } | null): Promise<string> {
  const user = await getAuth()
    .getUser(uid)
    .catch(() => null);
  const candidates = [user?.displayName, token?.name, user?.email, token?.email];
  for (const candidate of candidates) {
    if (typeof candidate === "string" && candidate.trim() !== "") return candidate.trim();
  }
  return ANONYMOUS_AUTHOR;
}
