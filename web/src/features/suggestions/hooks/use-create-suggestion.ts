import { useState } from "react";
import { createSuggestion } from "@village/shared";
import { saveSuggestion } from "../api/suggestions-api";
import { errorMessage } from "../../../lib/errors/error-message";
import { fieldProblems, type FieldProblems } from "../../../lib/forms/field-problems";
import { useRequestIds } from "../../../hooks/use-request-ids";

export interface SuggestionForm {
  title: string;
  details: string;
}

/** Checks a suggestion with the same schema the server uses, then saves it through `createSuggestion`. */
export function useCreateSuggestion() {
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [error, setError] = useState<string | null>(null);
  const requestIds = useRequestIds();

  /** Resolves to true once saved; false when refused or failed, with the reason in `problems` or `error`. */
  async function save(form: SuggestionForm): Promise<boolean> {
    setError(null);
    const parsed = createSuggestion.input.safeParse({ ...form, requestId: requestIds.idFor(form) });
    if (!parsed.success) {
      const { form: formProblem, ...byField } = fieldProblems(parsed.error.issues);
      setProblems(byField);
      // A problem with no field of its own (a stale form) still has to reach the person.
      setError(formProblem ?? byField.requestId ?? null);
      return false;
    }
    setProblems({});
    setSaving(true);
    try {
      await saveSuggestion(parsed.data);
      requestIds.done();
      return true;
    } catch (caught) {
      setError(errorMessage(caught));
      return false;
    } finally {
      setSaving(false);
    }
  }

  return { save, saving, problems, error };
}
