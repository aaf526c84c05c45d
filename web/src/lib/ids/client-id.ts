import { randomId } from "./random-id";

/** The local-storage key of this browser's id (named on the Privacy page). */
export const CLIENT_ID_KEY = "villageClientId";

// RFC 9562 form, as the server's schema checks it: anything else stored under the key is replaced.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

type IdStorage = Pick<Storage, "getItem" | "setItem">;

let pageLoadId: string | undefined;

/**
 * A random id this browser keeps for itself, sent with anonymous posts so the server can limit floods of them
 * where it cannot see the caller's address. It says nothing about the person: clearing site data resets it.
 * Where local storage is unavailable (blocked site data, a full quota) it lasts for the page load.
 *
 * `storage` is a function because merely reading `window.localStorage` throws when site data is blocked.
 */
export function clientId(storage: () => IdStorage = () => localStorage, makeId: () => string = randomId): string {
  try {
    const store = storage();
    const stored = store.getItem(CLIENT_ID_KEY);
    if (stored !== null && UUID.test(stored)) return stored;
    const id = makeId();
    store.setItem(CLIENT_ID_KEY, id);
    return id;
  } catch {
    pageLoadId ??= makeId();
    return pageLoadId;
  }
}
