/** A form's text values and the way to change one: what `useFormValues` and `useSessionDraft` give. */
export interface FormValues<Values extends Record<string, string>> {
  values: Values;
  set: (key: keyof Values & string, value: string) => void;
}

/** What a `TextField` takes from its form. */
export interface BoundField {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/**
 * Ties a form's fields to their values, changes and problems by name, so that each field is listed once
 * with what is its own: `<TextField id="title" label="Title" {...field("title")} />`.
 */
export function bindFields<Values extends Record<string, string>>(
  form: FormValues<Values>,
  problems: Partial<Record<string, string>> = {},
): (name: keyof Values & string) => BoundField {
  return (name) => ({
    value: form.values[name] ?? "",
    onChange: (value) => form.set(name, value),
    error: problems[name],
  });
}
