import { ANONYMOUS_AUTHOR } from "@village/shared";

/** The name a post by this account is shown with, and where that name comes from. */
export type AuthorLabel =
  | { label: string; source: "display-name" | "email" | "none" }
  /** The account has an e-mail but has chosen no name: it is asked before its first post. */
  | { label: null; source: "unchosen" };

/**
 * What the server signs a suggestion with (functions/src/services/accounts/authors.ts): the account's display name
 * (its e-mail address when the person chose to be shown by it), else "anonymous" for an account with no
 * e-mail either. An account with an e-mail and no name has not chosen yet: the server refuses its posts.
 */
export function authorLabel(user: { displayName: string | null; email: string | null }): AuthorLabel {
  const displayName = user.displayName?.trim();
  const email = user.email?.trim();
  if (displayName) return { label: displayName, source: displayName === email ? "email" : "display-name" };
  if (email) return { label: null, source: "unchosen" };
  return { label: ANONYMOUS_AUTHOR, source: "none" };
}
