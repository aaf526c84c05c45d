import type { CallableRequest } from "firebase-functions/v2/https";

type RawRequest = Pick<CallableRequest["rawRequest"], "ip" | "headers">;

/**
 * The caller's network address, or null when it cannot be known.
 *
 * In production a callable runs on Cloud Run behind Google's front end, which *appends* the address it
 * saw to `X-Forwarded-For`. Anything before that last entry came from the client and can be forged, so
 * only the last entry is used. (Express's `req.ip` with "trust proxy" would return the *first* entry,
 * the forgeable one, so it is only the fallback when no header is present.) Under the emulator the
 * request reaches the function over a local socket without that header, and `ip` is often undefined:
 * then this returns null and the caller falls back to another key (see rate limits).
 */
export function callerAddress(request: RawRequest): string | null {
  const header = request.headers["x-forwarded-for"];
  const forwarded = (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  const last = forwarded.at(-1);
  if (last) return last;
  return request.ip ? request.ip : null;
}
