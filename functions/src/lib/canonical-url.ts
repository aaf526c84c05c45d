// Hosting's CDN keys its copies on the host, the path and the query string (and the headers a response
// names in `Vary`): `/api/home?x=1` and `/api/home?x=2` are two misses, each a function call and a read. The
// read endpoints (`/p/{id}`, `/api/home`, `/api/newest`, `/feed.xml`) take no parameter, so any query is
// answered by a redirect to the bare path, which reads nothing and which the CDN keeps like the page itself
// (docs/decisions/0046).

/** The parts of a request and its response that the redirect uses. */
interface Asked {
  originalUrl: string;
  path: string;
}
interface Answer {
  set(field: string, value: string): this;
  status(code: number): this;
  send(body: string): unknown;
}

/** Whether the request's URL carries a query string (even an empty one: `/p/x?` is a cache key of its own). */
export function hasQuery(url: string): boolean {
  return url.includes("?");
}

/**
 * Answers a request that carries a query string with a 301 to its path alone, cacheable for `cacheControl`;
 * true when it did (the caller then stops). The path is the one Hosting passed on, so the redirect never
 * leaves the site (leading slashes folded into one: `//host` would name another site).
 */
export function redirectedToBarePath(request: Asked, response: Answer, cacheControl: string): boolean {
  if (!hasQuery(request.originalUrl)) return false;
  const path = `/${request.path.replace(/^\/+/, "")}`;
  response.set("Cache-Control", cacheControl).set("Location", path).status(301).send("");
  return true;
}

/** Sends a 301 to `location` (a path on this site), cacheable for `cacheControl`, with an empty body. */
export function redirectTo(response: Answer, location: string, cacheControl: string): void {
  response.set("Cache-Control", cacheControl).set("Location", location).status(301).send("");
}

/**
 * Where `/` with this URL's query string belongs, or null when it is already there. The home page takes one
 * parameter, `q` (the shareable search link `/?q=term`): its one spelling is `?q=<term>` as `URLSearchParams`
 * writes it, the term trimmed and its runs of white space made one space, its case and words kept as typed
 * (the search box shows them). Any other query (`?utm_source=…`, a second parameter, another encoding) goes
 * to that spelling, and a query without a term to `/` itself (docs/decisions/0091).
 */
export function homeLocation(originalUrl: string): string | null {
  const start = originalUrl.indexOf("?");
  if (start === -1) return null;
  const asked = originalUrl.slice(start + 1);
  const term = (new URLSearchParams(asked).get("q") ?? "").trim().replace(/\s+/gu, " ");
  if (term === "") return "/";
  const wanted = new URLSearchParams({ q: term }).toString();
  return asked === wanted ? null : `/?${wanted}`;
}

/**
 * Where a post page's path belongs: `/p/<id>` for an id written another way (a trailing slash, or
 * percent-encoded characters that decode to an id), null when the path is already that or names no post at
 * all (the removed post's page answers it, without a read). One post, one URL, so a spelling of it cannot
 * be a CDN miss that reads (docs/decisions/0091).
 */
export function postLocation(path: string, idOf: (path: string) => string | null): string | null {
  const id = idOf(path);
  if (id === null) return null;
  const canonical = `/p/${id}`;
  return path === canonical ? null : canonical;
}
