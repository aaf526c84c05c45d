// docs/scale.md's cost model must show what the code's constants give (scripts/cost/cost-model.ts).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { NEWEST_CACHE_CONTROL, NEWEST_POLL_MS } from "@village/shared";
import { costTables, idleDay, idleTabTable, PER } from "./cost-model";

const doc = readFileSync(new URL("../../docs/scale.md", import.meta.url), "utf8");

describe("docs/scale.md's cost model", () => {
  // The doc's tables are formatted by prettier: compare cells, not padding.
  const cells = (table: string) =>
    table
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => line.split("|").map((cell) => cell.trim().replace(/^-+(:?)$/, "-$1")));

  it("shows the tables the constants give", () => {
    const between = /<!-- cost-model -->([\s\S]*?)<!-- \/cost-model -->/.exec(doc)?.[1];
    expect(cells(between ?? "")).toEqual(cells(costTables()));
  });

  it("says what an idle tab costs an hour with the poll's interval and cache header as the code has them", () => {
    const between = /<!-- idle-tab -->([\s\S]*?)<!-- \/idle-tab -->/.exec(doc)?.[1];
    expect(cells(between ?? "")).toEqual(cells(idleTabTable()));
    // The header the function sends (functions/test/newest-endpoint.test.ts) and the interval, as written.
    expect(doc.replace(/\s+/g, " ")).toContain(`\`Cache-Control: ${NEWEST_CACHE_CONTROL}\``);
    expect(doc).toContain(`every ${NEWEST_POLL_MS / 1000} s (\`NEWEST_POLL_MS\`)`);
  });

  it("counts 27 reads a build and 38,880 reads a day for an idle board", () => {
    expect(PER.build.reads).toBe(27);
    expect(idleDay().reads).toBe(38_880);
    expect(doc).toContain("38,880 reads a day");
  });
});
