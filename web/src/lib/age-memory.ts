// This browser's answer to "I am 13 or older" on the anonymous form: asked once, then remembered.

export const AGE_CONFIRMED_KEY = "villageAgeConfirmed";

type Storage = Pick<globalThis.Storage, "getItem" | "setItem">;

/** Whether someone in this browser already confirmed (false where storage is blocked). */
export function ageRemembered(storage: () => Storage = () => localStorage): boolean {
  try {
    return storage().getItem(AGE_CONFIRMED_KEY) === "yes";
  } catch {
    return false;
  }
}

/** Remembers the confirmation (silently does nothing where storage is blocked: the box is asked again). */
export function rememberAge(storage: () => Storage = () => localStorage): void {
  try {
    storage().setItem(AGE_CONFIRMED_KEY, "yes");
  } catch {
    // Blocked storage: the box is simply shown again next time.
  }
}
