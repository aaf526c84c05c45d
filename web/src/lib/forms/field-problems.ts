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
