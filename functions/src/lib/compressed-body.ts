// A page's body compressed for the browser that asked: a function's answer reaches the reader through
// Hosting as the function sent it, and Hosting's emulator sends it as it is (docs/decisions/0068).
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Request, Response } from "firebase-functions/v2/https";

export interface CompressedBody {
  body: Buffer;
  /** The Content-Encoding header's value, or null for the body as it is. */
  encoding: "br" | "gzip" | null;
}

// Brotli's quality 5: within a few percent of its best on a page of posts, at about the cost of gzip's
// default (quality 11 takes tens of milliseconds per page, on every CDN miss).
const BROTLI_QUALITY = 5;

/** What compressedBody reads of a request: express's own Accept-Encoding negotiation. */
export type AcceptingRequest = Pick<Request, "acceptsEncodings">;

/**
 * The coding to send: Brotli whenever the request accepts it (every current browser), else gzip, else none.
 * One coding asked at a time, in our order: asked both at once, express ranks codings of equal weight in the
 * header's order, and Chrome's `gzip, deflate, br, zstd` would get gzip.
 */
function chosenCoding(request: AcceptingRequest): CompressedBody["encoding"] {
  for (const coding of ["br", "gzip"] as const) if (request.acceptsEncodings(coding) === coding) return coding;
  return null;
}

/**
 * `text` as the body for `request` (its Accept-Encoding header, a coding refused with `q=0` left out): Brotli
 * when it is accepted, else gzip, else the text as it is. The caller sends `Vary: Accept-Encoding`.
 */
export function compressedBody(text: string, request: AcceptingRequest): CompressedBody {
  const encoding = chosenCoding(request);
  const raw = Buffer.from(text, "utf8");
  if (encoding === "br") {
    const body = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    return { body, encoding: "br" };
  }
  if (encoding === "gzip") return { body: gzipSync(raw), encoding: "gzip" };
  return { body: raw, encoding: null };
}

/**
 * Sends `text` with `status`, compressed as compressedBody chooses for `request`, with its Content-Encoding and
 * `Vary: Accept-Encoding` (the CDN keeps one copy per coding). The caller sets every other header.
 */
export function sendCompressed(request: AcceptingRequest, response: Response, status: number, text: string): void {
  const { body, encoding } = compressedBody(text, request);
  if (encoding) response.set("Content-Encoding", encoding);
  response.set("Vary", "Accept-Encoding").status(status).send(body);
}
