import * as z from "@village/shared/zod-mini";
import { parsed } from "../read/read";

/** One validation issue as zod reports it (only the parts the forms use). */
export interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** Problems keyed by field name; `form` holds those about the whole form (no field path). */
export type FieldProblems = Partial<Record<string, string>> & { form?: string };

/** The first problem of each field, so each field shows one thing to fix at a time. */
export function fieldProblems(issues: readonly Issue[]): FieldProblems {
  const problems: FieldProblems = {};
  for (const issue of issues) {
    const key = issue.path.length === 0 ? "form" : String(issue.path[0]);
    problems[key] ??= issue.message;
  }
  return problems;
}

/**
 * A callable's `invalid-argument` refusal as functions/src/lib/callable.ts sends it: `details.issues`, each
 * with its path dot-joined and its sentence. An issue of another shape is skipped.
 */
const invalidArgument = z.object({
  code: z.literal("functions/invalid-argument"),
  details: z.object({ issues: z.array(z.unknown()) }),
});
const sentIssue = z.object({ path: z.string(), message: z.string() });

/** The field problems of a callable's `invalid-argument` refusal; null for any other failure. */
export function serverFieldProblems(error: unknown): FieldProblems | null {
  const refusal = parsed(invalidArgument, error);
  if (!refusal) return null;
  const issues = refusal.details.issues.flatMap((issue): Issue[] => {
    const sent = parsed(sentIssue, issue);
    return sent ? [{ path: sent.path === "" ? [] : sent.path.split("."), message: sent.message }] : [];
  });
  return issues.length > 0 ? fieldProblems(issues) : null;
}
