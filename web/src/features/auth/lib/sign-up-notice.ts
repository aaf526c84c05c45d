// Who just created an account in this tab, so the page sign-up leads to can say that a verification e-mail
// was sent. Kept in memory only: it is news for this visit, and a reload has nothing more to say.
import { useSyncExternalStore } from "react";

let signedUpAs: string | null = null;
const listeners = new Set<() => void>();

function set(value: string | null): void {
  signedUpAs = value;
  listeners.forEach((listener) => listener());
}

/** Sign-up sent the verification e-mail to `email`. */
export const noteSignUp = (email: string) => set(email);

/** The notice was read (dismissed), or the address is verified. */
export const forgetSignUp = () => set(null);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The address the verification e-mail went to, while the notice stands; null otherwise (and when rendered on a server). */
export const useSignedUpAs = (): string | null =>
  useSyncExternalStore(
    subscribe,
    () => signedUpAs,
    () => null,
  );
