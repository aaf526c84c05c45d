// Where to go after signing in. Only a path on this site is accepted, so a crafted link such as
// /auth?next=https://evil.example (or //evil.example) cannot send someone elsewhere after they sign in.
import { paths } from "./paths";

export const AUTH_PATH = paths.auth;

/** `/auth?next=…` for coming back to `returnTo` (a path with its query) after signing in. */
export function authPathReturningTo(returnTo: string): string {
  const safe = safeNextPath(returnTo);
  return safe && safe !== "/" ? `${AUTH_PATH}?${new URLSearchParams({ next: safe }).toString()}` : AUTH_PATH;
}

/**
 * Whether a value reads as a path on this site wherever it is used: a browser takes `//host` and `/\host`
 * as another site (protocol-relative), so only a single leading slash will do.
 */
function isSitePath(value: string): boolean {
  return value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\");
}

/** The `next` value as a same-site path (path, query and hash), or null when missing or unsafe. */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !isSitePath(next)) return null;
  // Any base will do: only whether the value stays on it matters.
  const base = "https://village.invalid";
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  if (url.pathname === AUTH_PATH) return null;
  // The checks above saw the raw value; resolving dot segments can turn it into `//host` (`/.//evil.example`,
  // `/a/..//evil.example`), so what is handed back must pass them too.
  const path = `${url.pathname}${url.search}${url.hash}`;
  return isSitePath(path) ? path : null;
}

/** The page to open after signing in, read from the auth page's query string. */
export function nextPathFromSearch(search: string): string {
  return safeNextPath(new URLSearchParams(search).get("next")) ?? "/";
}
