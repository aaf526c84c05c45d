import { describe, expect, it } from "vitest";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { compressedBody } from "./compressed-body";

const page = `<!doctype html><p>${"A post about the village green. ".repeat(200)}</p>`;

/** A request as express makes it (its own prototype, so its own `acceptsEncodings`) with this Accept-Encoding. */
function requestAccepting(accept?: string): express.Request {
  const request = Object.create(express.request) as express.Request;
  request.headers = accept === undefined ? {} : { "accept-encoding": accept };
  return request;
}

describe("compressedBody", () => {
  it("sends Brotli to a browser that accepts it, gzip to one that accepts only gzip, else the text", () => {
    // Chrome's header: gzip comes first in it, and Brotli is still chosen.
    const br = compressedBody(page, requestAccepting("gzip, deflate, br, zstd"));
    expect(br.encoding).toBe("br");
    expect(brotliDecompressSync(br.body).toString("utf8")).toBe(page);
    expect(br.body.length).toBeLessThan(page.length / 10);
    const gzip = compressedBody(page, requestAccepting("gzip, deflate"));
    expect(gzip.encoding).toBe("gzip");
    expect(gunzipSync(gzip.body).toString("utf8")).toBe(page);
    const plain = compressedBody(page, requestAccepting());
    expect(plain.encoding).toBeNull();
    expect(plain.body.toString("utf8")).toBe(page);
  });

  it("honours a coding refused with q=0, a wildcard, and the header's case", () => {
    expect(compressedBody(page, requestAccepting("br;q=0, gzip")).encoding).toBe("gzip");
    expect(compressedBody(page, requestAccepting("br; q=0.0, gzip;q=0")).encoding).toBeNull();
    expect(compressedBody(page, requestAccepting("*")).encoding).toBe("br");
    expect(compressedBody(page, requestAccepting("*, br;q=0")).encoding).toBe("gzip");
    expect(compressedBody(page, requestAccepting("GZIP")).encoding).toBe("gzip");
    expect(compressedBody(page, requestAccepting("identity")).encoding).toBeNull();
  });
});
