import { ANONYMOUS_AUTHOR } from "@village/shared";

/** The name a post by this account is shown with, and where that name comes from. */
export interface AuthorLabel {
  label: string;
  source: "display-name" | "email" | "none";
}

/**
 * What the server signs a suggestion with (functions/src/services/authors.ts): the account's display name,
 * else its e-mail address, else "anonymous", trimmed.
 */
export function authorLabel(user: { displayName: string | null; email: string | null }): AuthorLabel {
  const displayName = user.displayName?.trim();
  if (displayName) return { label: displayName, source: "display-name" };
  const email = user.email?.trim();
  if (email) return { label: email, source: "email" };
  return { label: ANONYMOUS_AUTHOR, source: "none" };
}
