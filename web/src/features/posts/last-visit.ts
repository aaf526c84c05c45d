// When the reader last came: the start of their previous visit, for the home page's "new since your last
// visit". A visit is a tab's session: its first home page reads the time stored by the visit before and
// stores its own; the rest of the session keeps comparing with that same earlier time, so the line does not
// drop to nothing after opening one post and coming back.
const STORED = "villageLastVisit";
const THIS_SESSION = "villageVisitBaseline";

function read(storage: Storage, key: string): number | null {
  const value = Number(storage.getItem(key));
  return storage.getItem(key) !== null && Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * The start of the previous visit (ms since 1970), or null on a first visit or where storage is off. Stores
 * this visit's start on the first call in a tab's session.
 */
export function previousVisit(now = Date.now()): number | null {
  try {
    const baseline = sessionStorage.getItem(THIS_SESSION);
    if (baseline !== null) return read(sessionStorage, THIS_SESSION);
    const before = read(localStorage, STORED);
    sessionStorage.setItem(THIS_SESSION, before === null ? "" : String(before));
    localStorage.setItem(STORED, String(now));
    return before;
  } catch {
    // Storage off (privacy modes, blocked site data): no line, nothing broken.
    return null;
  }
}

let known: { value: number | null } | null = null;

/** `previousVisit()`, worked out once per page load (a snapshot for useSyncExternalStore must not change). */
export function previousVisitOnce(): number | null {
  known ??= { value: previousVisit() };
  return known.value;
}
