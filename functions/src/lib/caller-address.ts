import { createHmac } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";
import type { CallableRequest } from "firebase-functions/v2/https";

type RawRequest = Pick<CallableRequest["rawRequest"], "ip" | "headers">;

/** The entries of `X-Forwarded-For`, oldest first, trimmed, empty ones left out. */
export function forwardedEntries(request: Pick<RawRequest, "headers">): string[] {
  const header = request.headers["x-forwarded-for"];
  return (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
}

/**
 * The caller's network address, or null when it cannot be known.
 *
 * In production a callable runs on Cloud Run behind Google's front end, which *appends* the address it
 * saw to `X-Forwarded-For`. Anything before that last entry came from the client and can be forged, so
 * only the last entry is used. A deployment behind a load balancer that appends its own entry after the
 * caller's sets `trustedProxyHops` to the number of such trusted entries to skip from the end (1 for one
 * load balancer); when the header holds fewer entries than that, its first entry is used. (Express's
 * `req.ip` with "trust proxy" would return the *first* entry, the forgeable one, so it is only the fallback
 * when no header is present.) Under the emulator the request reaches the function over a local socket
 * without that header, and `ip` is often undefined: then this returns null and the caller falls back to
 * another key (see rate limits).
 */
export function callerAddress(request: RawRequest, trustedProxyHops = 0): string | null {
  const forwarded = forwardedEntries(request);
  if (forwarded.length > 0) {
    const skip = Math.max(0, Math.floor(trustedProxyHops));
    return forwarded[Math.max(0, forwarded.length - 1 - skip)] ?? null;
  }
  return request.ip ? request.ip : null;
}

/** An address as written in a header: without brackets, port or IPv6 zone, lower-cased. */
function bareAddress(entry: string): string {
  let address = entry.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(address);
  if (v4WithPort?.[1]) address = v4WithPort[1];
  return address.replace(/%.*$/, "");
}

/** The eight 16-bit groups of a valid IPv6 address ("::" expanded, a trailing dotted quad as two groups). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split(".").map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((group) => parseInt(group, 16)));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The bucket an address's allowance is counted in: an IPv4 address itself; for IPv6 its /64, since one
 * household or phone is given a whole /64 and picks new addresses in it at will. IPv4-mapped IPv6
 * (`::ffff:1.2.3.4`) counts as the IPv4 address. Anything that is not an address is kept as written
 * (lower-cased), so it still gets a bucket of its own.
 */
export function addressBucket(entry: string): string {
  const address = bareAddress(entry);
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The /56 and /48 an IPv6 address's /64 lies in (none for IPv4 or anything that is not an address). */
export function widerBuckets(entry: string): { prefix: 56 | 48; bucket: string }[] {
  const address = bareAddress(entry);
  if (!isIPv6(address) || isIPv4(addressBucket(entry))) return [];
  const [a = 0, b = 0, c = 0, d = 0] = ipv6Groups(address);
  const hex = (groups: number[]) => groups.map((group) => group.toString(16)).join(":");
  return [
    { prefix: 56, bucket: `${hex([a, b, c, d & 0xff00])}::/56` },
    { prefix: 48, bucket: `${hex([a, b, c])}::/48` },
  ];
}

/** The key a bucket's allowance is stored under (see `addressKey`). */
export function bucketKey(bucket: string, secretKey: string): string {
  return createHmac("sha256", secretKey).update(bucket).digest("hex").slice(0, 32);
}

/**
 * The key an address's allowance is stored under: an HMAC-SHA-256 of its bucket with a secret key, so the
 * stored counters cannot be turned back into addresses (a bare hash of an IPv4 address can: there are only
 * 2^32 of them).
 */
export function addressKey(address: string, secretKey: string): string {
  return bucketKey(addressBucket(address), secretKey);
}

/**
 * A coarse form of the address for logs, to check which entry is used without logging whole addresses: the
 * /24 of an IPv4 address, the /48 of an IPv6 one.
 */
export function addressHint(address: string): string {
  const bucket = addressBucket(address);
  if (isIPv4(bucket)) return `${bucket.split(".").slice(0, 3).join(".")}.0/24`;
  if (bucket.endsWith("::/64")) return `${bucket.split(":").slice(0, 3).join(":")}::/48`;
  return "(not an address)";
}
