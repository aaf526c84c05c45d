import type { PasswordCheck } from "../api/auth-api";

/** What a new password still needs, as one sentence, or null when the server's policy is met. */
export function passwordProblems(check: PasswordCheck): string | null {
  if (check.isValid) return null;
  const needs: string[] = [];
  if (!check.meetsMinLength) needs.push(`at least ${check.minLength ?? 6} characters`);
  if (!check.meetsMaxLength && check.maxLength !== undefined) needs.push(`at most ${check.maxLength} characters`);
  if (!check.hasLowercase) needs.push("a lowercase letter");
  if (!check.hasUppercase) needs.push("an uppercase letter");
  if (!check.hasNumber) needs.push("a number");
  if (!check.hasSymbol) needs.push("a symbol");
  if (needs.length === 0) return "Please choose a stronger password.";
  const list = needs.length === 1 ? needs[0] : `${needs.slice(0, -1).join(", ")} and ${needs.at(-1) ?? ""}`;
  return `Your password needs ${list}.`;
}
