import { useState } from "react";
import type { FormValues } from "../../lib/forms/bind-fields";

/** A form's text, field by field, kept while the form is shown (`useSessionDraft` also keeps it in the tab). */
export function useFormValues<Values extends Record<string, string>>(initial: Values): FormValues<Values> {
  const [values, setValues] = useState(initial);
  return { values, set: (key, value) => setValues((previous) => ({ ...previous, [key]: value })) };
}
