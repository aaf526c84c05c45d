// Whether this browser may hold a Firebase session, known without loading the Auth SDK (~50 KiB gzipped,
// the largest thing a first visit would otherwise parse). Most visitors never sign in: they are told
// "signed out" at once, and the SDK loads only when someone starts to sign in or a session may be stored.

/** The local-storage key (named on the Privacy page): "yes" after a session was seen, "no" after none was. */
export const SIGNED_IN_KEY = "villageSignedIn";

/** The IndexedDB database the Auth SDK keeps its session in (a browser from before this hint has only that). */
const AUTH_DATABASE = "firebaseLocalStorageDb";

type HintStorage = Pick<Storage, "getItem" | "setItem">;

interface Browser {
  storage: () => HintStorage;
  /** Names of this origin's IndexedDB databases; undefined where the browser cannot list them. */
  databases: (() => Promise<{ name?: string }[]>) | undefined;
}

const thisBrowser = (): Browser => ({
  storage: () => localStorage,
  databases: typeof indexedDB !== "undefined" && "databases" in indexedDB ? () => indexedDB.databases() : undefined,
});

/**
 * False only when this browser certainly holds no session: the hint says none was seen last time, or there is
 * no hint and no Auth database. Whatever cannot be read counts as "maybe", which loads the SDK as before.
 */
export async function mayHoldSession(browser: Browser = thisBrowser()): Promise<boolean> {
  let hint: string | null;
  try {
    hint = browser.storage().getItem(SIGNED_IN_KEY);
  } catch {
    return true;
  }
  if (hint !== null) return hint === "yes";
  if (!browser.databases) return true;
  try {
    return (await browser.databases()).some((database) => database.name === AUTH_DATABASE);
  } catch {
    return true;
  }
}

/** Records what the SDK just reported, for the next page load (and other tabs, through the storage event). */
export function rememberSession(signedIn: boolean, storage: () => HintStorage = () => localStorage): void {
  try {
    storage().setItem(SIGNED_IN_KEY, signedIn ? "yes" : "no");
  } catch {
    // Blocked storage: every page load asks the SDK, as it did before the hint.
  }
}

/** Calls `onSignIn` when another tab of this site records a session; returns a function that stops watching. */
export function onSignInElsewhere(onSignIn: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === SIGNED_IN_KEY && event.newValue === "yes") onSignIn();
  };
  window.addEventListener("storage", listener);
  return () => window.removeEventListener("storage", listener);
}
