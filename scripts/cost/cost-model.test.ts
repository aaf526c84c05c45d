// docs/scale.md's cost model must show what the code's constants give (scripts/cost/cost-model.ts).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { costTables, idleDay, PER } from "./cost-model";

const doc = readFileSync(new URL("../../docs/scale.md", import.meta.url), "utf8");

describe("docs/scale.md's cost model", () => {
  it("shows the tables the constants give", () => {
    const between = /<!-- cost-model -->([\s\S]*?)<!-- \/cost-model -->/.exec(doc)?.[1];
    // The doc's table is formatted by prettier: compare cells, not padding.
    const cells = (table: string) =>
      table
        .split("\n")
        .filter((line) => line.trim() !== "")
        .map((line) => line.split("|").map((cell) => cell.trim().replace(/^-+(:?)$/, "-$1")));
    expect(cells(between ?? "")).toEqual(cells(costTables()));
  });

  it("counts 27 reads a build and 38,880 reads a day for an idle board", () => {
    expect(PER.build.reads).toBe(27);
    expect(idleDay().reads).toBe(38_880);
    expect(doc).toContain("38,880 reads a day");
  });
});
