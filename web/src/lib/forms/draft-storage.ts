// Unsent form text kept in session storage: it survives a reload, a visit to another page and the sign-in
// detour in this tab, and goes when the tab closes. Storage that is blocked or full keeps nothing, silently:
// the form works as before.

import * as z from "@village/shared/zod-mini";
import { parsed } from "../read/read";

type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** A stored draft: its fields by name; each field's text (a field of any other kind: the form's blank stands). */
const storedDraft = z.record(z.string(), z.unknown());
const fieldText = z.string();

const PREFIX = "villageDraft:";

/** The draft saved under `name`, with only the fields `blank` names, each text; null when there is none. */
export function readDraft<Values extends Record<string, string>>(
  name: string,
  blank: Values,
  storage: () => DraftStorage = () => sessionStorage,
): Values | null {
  try {
    const raw = storage().getItem(PREFIX + name);
    if (raw === null) return null;
    const stored = parsed(storedDraft, JSON.parse(raw));
    if (stored === null) return null;
    const draft = { ...blank };
    for (const key of Object.keys(blank) as (keyof Values)[]) {
      const value = parsed(fieldText, stored[key as string]);
      if (value !== null) draft[key] = value as Values[keyof Values];
    }
    return Object.values(draft).some((value) => value.trim() !== "") ? draft : null;
  } catch {
    return null;
  }
}

/** Saves the draft, or forgets it when every field is blank. */
export function writeDraft(
  name: string,
  values: Record<string, string>,
  storage: () => DraftStorage = () => sessionStorage,
): void {
  try {
    if (Object.values(values).every((value) => value.trim() === "")) storage().removeItem(PREFIX + name);
    else storage().setItem(PREFIX + name, JSON.stringify(values));
  } catch {
    // Blocked or full storage: nothing is kept, and the form goes on working.
  }
}

export function clearDraft(name: string, storage: () => DraftStorage = () => sessionStorage): void {
  try {
    storage().removeItem(PREFIX + name);
  } catch {
    // Nothing was kept.
  }
}
