// A page's body compressed for the browser that asked: a function's answer reaches the reader through
// Hosting as the function sent it, and Hosting's emulator sends it as it is (docs/decisions/0068).
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export interface CompressedBody {
  body: Buffer;
  /** The Content-Encoding header's value, or null for the body as it is. */
  encoding: "br" | "gzip" | null;
}

// Brotli's quality 5: within a few percent of its best on a page of posts, at about the cost of gzip's
// default (quality 11 takes tens of milliseconds per page, on every CDN miss).
const BROTLI_QUALITY = 5;

/** The codings `accept` (an Accept-Encoding header) allows, without those it refuses with `q=0`. */
function accepted(accept: string | undefined): Set<string> {
  const codings = new Set<string>();
  for (const part of (accept ?? "").split(",")) {
    const [name = "", ...parameters] = part.trim().toLowerCase().split(";");
    const refused = parameters.some((parameter) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(parameter));
    if (name !== "" && !refused) codings.add(name);
  }
  return codings;
}

/**
 * `text` as the body for a request whose Accept-Encoding is `accept`: Brotli when it is accepted (every
 * current browser), else gzip, else the text as it is. The caller sends `Vary: Accept-Encoding`.
 */
export function compressedBody(text: string, accept: string | undefined): CompressedBody {
  const codings = accepted(accept);
  const raw = Buffer.from(text, "utf8");
  if (codings.has("br")) {
    const body = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    return { body, encoding: "br" };
  }
  if (codings.has("gzip") || codings.has("*")) return { body: gzipSync(raw), encoding: "gzip" };
  return { body: raw, encoding: null };
}
