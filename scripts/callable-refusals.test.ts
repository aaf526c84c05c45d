// docs/callables.md says it lists every refusal a callable can give: every sentence the functions refuse
// with (scripts/lib/refusals.ts finds them in the code) must be quoted there, and no callable's section lists
// the same refusal twice.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { refusalsInCode } from "./lib/refusals";

const doc = readFileSync(new URL("../docs/callables.md", import.meta.url), "utf8");
const normalise = (text: string) => text.replace(/\\\|/g, "|").replace(/\s+/g, " ");
const quoted = normalise(doc);

describe("docs/callables.md and the code's refusals", () => {
  const refusals = refusalsInCode();

  it("finds the refusals", () => {
    expect(refusals.length).toBeGreaterThan(20);
  });

  it.each(refusals.filter(({ pieces }) => pieces.length > 0).map((refusal) => [refusal.source, refusal] as const))(
    "quotes %s",
    (_source, { file, code, pieces }) => {
      const missing = pieces.filter((piece) => !quoted.includes(piece));
      expect(
        missing,
        `${file} refuses with \`${code}\` and words that docs/callables.md never quotes: add a row to the ` +
          `Refusals of each callable that can give it`,
      ).toEqual([]);
    },
  );

  it("lists each refusal once per callable", () => {
    const sections = doc.split(/^## /m).slice(1);
    const repeated = sections.flatMap((section) => {
      const rows = section
        .split("\n")
        .filter((line) => /^\| `[a-z-]+` +\|/.test(line))
        .map((line) =>
          line
            .split("|")
            .slice(1, 3)
            .map((cell) => cell.trim())
            .join(" | "),
        );
      const name = section.split("\n")[0] ?? "";
      return rows.filter((row, index) => rows.indexOf(row) !== index).map((row) => `${name}: ${row}`);
    });
    expect(repeated).toEqual([]);
  });
});
