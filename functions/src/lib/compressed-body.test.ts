import { describe, expect, it } from "vitest";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { compressedBody } from "./compressed-body";

const page = `<!doctype html><p>${"A post about the village green. ".repeat(200)}</p>`;

describe("compressedBody", () => {
  it("sends Brotli to a browser that accepts it, gzip to one that accepts only gzip, else the text", () => {
    const br = compressedBody(page, "gzip, deflate, br, zstd");
    expect(br.encoding).toBe("br");
    expect(brotliDecompressSync(br.body).toString("utf8")).toBe(page);
    expect(br.body.length).toBeLessThan(page.length / 10);
    const gzip = compressedBody(page, "gzip, deflate");
    expect(gzip.encoding).toBe("gzip");
    expect(gunzipSync(gzip.body).toString("utf8")).toBe(page);
    const plain = compressedBody(page, undefined);
    expect(plain.encoding).toBeNull();
    expect(plain.body.toString("utf8")).toBe(page);
  });

  it("honours a coding refused with q=0, and a wildcard", () => {
    expect(compressedBody(page, "br;q=0, gzip").encoding).toBe("gzip");
    expect(compressedBody(page, "br; q=0.0, gzip;q=0").encoding).toBeNull();
    expect(compressedBody(page, "*").encoding).toBe("gzip");
    expect(compressedBody(page, "identity").encoding).toBeNull();
  });
});
