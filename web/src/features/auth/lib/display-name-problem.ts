// Sign-up's check of a chosen name against the server's own schema, in a module of its own: the schema
// brings zod (about 27 KB gzipped), which /auth fetches once someone starts on the sign-up form
// (credentials.ts: expectNameCheck), not to paint the page.
import { displayNameField } from "@village/shared";

/** What is wrong with `name` in the server's words, or undefined when the server would take it. */
export function displayNameProblem(name: string): string | undefined {
  const checked = displayNameField.safeParse(name);
  return checked.success ? undefined : checked.error.issues[0]?.message;
}
