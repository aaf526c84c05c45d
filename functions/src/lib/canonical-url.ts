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
