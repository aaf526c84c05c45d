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
 * parameter: `q` (the shareable search link `/?q=term`), whose one spelling is `?q=<term>` as
 * `URLSearchParams` writes it, the term trimmed and its runs of white space made one space, its case and words
 * kept as typed (the search box shows them); or else `before` (the link to older posts, `/?before=<cursor>`),
 * kept as it came, in that one spelling. Any other query (`?utm_source=…`, a second parameter, another
 * encoding) goes to that spelling, and a query without either to `/` itself (docs/decisions/0091, 0110).
 */
export function homeLocation(originalUrl: string): string | null {
  const start = originalUrl.indexOf("?");
  if (start === -1) return null;
  const asked = originalUrl.slice(start + 1);
  const params = new URLSearchParams(asked);
  const term = (params.get("q") ?? "").trim().replace(/\s+/gu, " ");
  const before = params.get("before") ?? "";
  if (term === "" && before === "") return "/";
  const wanted = new URLSearchParams(term === "" ? { before } : { q: term }).toString();
  return asked === wanted ? null : `/?${wanted}`;
}

/** What the home page's URL (already where homeLocation wants it) asks for: the board, a search, older posts. */
export type HomeAsked = { kind: "board" } | { kind: "search"; term: string } | { kind: "older"; cursor: string };

/** What `/`'s URL asks for, once homeLocation has nothing to redirect. */
export function homeAsked(originalUrl: string): HomeAsked {
  const start = originalUrl.indexOf("?");
  if (start === -1) return { kind: "board" };
  const params = new URLSearchParams(originalUrl.slice(start + 1));
  const term = params.get("q");
  if (term !== null) return { kind: "search", term };
  return { kind: "older", cursor: params.get("before") ?? "" };
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
