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
 * The field problems of a callable's `invalid-argument` refusal (`details.issues`, paths dot-joined, as
 * functions/src/lib/callable.ts sends them); null for any other failure.
 */
export function serverFieldProblems(error: unknown): FieldProblems | null {
  if (typeof error !== "object" || error === null) return null;
  if (Reflect.get(error, "code") !== "functions/invalid-argument") return null;
  const details: unknown = Reflect.get(error, "details");
  const issues: unknown = typeof details === "object" && details !== null ? Reflect.get(details, "issues") : null;
  if (!Array.isArray(issues)) return null;
  const parsed = issues.flatMap((issue: unknown): Issue[] => {
    if (typeof issue !== "object" || issue === null) return [];
    const path: unknown = Reflect.get(issue, "path");
    const message: unknown = Reflect.get(issue, "message");
    if (typeof path !== "string" || typeof message !== "string") return [];
    return [{ path: path === "" ? [] : path.split("."), message }];
  });
  return parsed.length > 0 ? fieldProblems(parsed) : null;
}
