import { readFileSync } from "node:fs";
import { z } from "zod";
import { describe, expect, it } from "vitest";

describe("zod's configuration", () => {
  it("is jitless once the package loads", async () => {
    await import("./index.js");
    expect(z.config().jitless).toBe(true);
  });

  it("is the one module package.json declares as having side effects, so bundlers keep its import", () => {
    const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
      sideEffects?: unknown;
    };
    expect(manifest.sideEffects).toEqual(["./src/zod-config.ts"]);
  });
});
