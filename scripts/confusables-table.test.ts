// The confusables table in shared/ is what scripts/confusables-table.mjs makes from the data the `unhomoglyph`
// package ships (Unicode's confusables.txt): regenerate it after updating the package.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { confusablesData, TABLE_PATH, tableSource } from "./confusables-table.mjs";
import { skeleton } from "@village/shared/confusables";

describe("shared/src/text/confusables-table.ts", () => {
  it("is current: node scripts/confusables-table.mjs writes the same file", () => {
    expect(readFileSync(TABLE_PATH, "utf8")).toBe(tableSource());
  });

  it("maps every character whose prototype is ASCII letters and digits as confusables.txt does", () => {
    const data = confusablesData();
    const kept = Object.entries(data).filter(([, to]) => /^[A-Za-z0-9]+$/.test(to));
    expect(kept.length).toBeGreaterThan(1000);
    for (const [from, to] of kept) expect(skeleton(from), `U+${from.codePointAt(0)?.toString(16)}`).toBe(to);
  });
});
