import { useState } from "react";
import type { FormValues } from "../../lib/forms/bind-fields";
import { clearDraft, readDraft, writeDraft } from "../../lib/forms/draft-storage";
import { useHydrated } from "../use-hydrated";

/** The form's values; `set` changes one field and saves the draft. */
export interface SessionDraft<Values extends Record<string, string>> extends FormValues<Values> {
  /** Empties the form and forgets the draft (after saving, or on Cancel). */
  clear: () => void;
  /** The form opened with a draft from earlier in this tab. */
  restored: boolean;
}

/** A form's text, kept as a draft in session storage under `name` as it is typed. */
export function useSessionDraft<Values extends Record<string, string>>(
  name: string,
  blank: Values,
): SessionDraft<Values> {
  const hydrated = useHydrated();
  // While React takes over a page rendered at build time (/anon), the form is the blank one in that HTML; the
  // draft comes in with the render right after. Drawn in the browser, the form opens with it.
  const [initial] = useState(() => (hydrated ? readDraft(name, blank) : null));
  const [values, setValues] = useState<Values>(initial ?? blank);
  const [restored, setRestored] = useState(initial !== null);
  const [draftRead, setDraftRead] = useState(hydrated);
  if (hydrated && !draftRead) {
    // State set while rendering, which React applies before it paints: no effect and no second commit.
    setDraftRead(true);
    const draft = readDraft(name, blank);
    if (draft) {
      setValues(draft);
      setRestored(true);
    }
  }

  function set(key: keyof Values & string, value: string) {
    setValues((previous) => {
      const next = { ...previous, [key]: value };
      writeDraft(name, next);
      return next;
    });
  }

  function clear() {
    clearDraft(name);
    setValues(blank);
    setRestored(false);
  }

  return { values, set, clear, restored };
}
