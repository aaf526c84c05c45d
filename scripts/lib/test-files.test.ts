import { describe, expect, it } from "vitest";
import { readdirSync } from "node:fs";
import { e2eFilesByRunner, filesOfProject, isPlaywrightFile } from "./test-files.mjs";

describe("filesOfProject", () => {
  it("runs a whole project when no file is named", () => {
    expect(filesOfProject("e2e", [])).toEqual([]);
  });

  it("gives each tier only its own files, and skips a tier with none", () => {
    const files = [
      "web/e2e/home.test.ts",
      "functions/test/feed.test.ts",
      "./test/rules/firestore.rules.test.ts",
      "shared/src/text.test.ts",
    ];
    expect(filesOfProject("e2e", files)).toEqual(["web/e2e/home.test.ts"]);
    expect(filesOfProject("emulators", files)).toEqual([
      "functions/test/feed.test.ts",
      "./test/rules/firestore.rules.test.ts",
    ]);
    expect(filesOfProject("unit", files)).toEqual(["shared/src/text.test.ts"]);
    expect(filesOfProject("start", files)).toBeNull();
  });
});

describe("e2eFilesByRunner", () => {
  it("puts each browser test file on exactly one runner: Playwright Test once it imports ./support/test", () => {
    const { playwright, vitest } = e2eFilesByRunner();
    const all = readdirSync("web/e2e").filter((name) => name.endsWith(".test.ts"));
    expect([...playwright, ...vitest].sort()).toEqual(all.map((name) => `web/e2e/${name}`).sort());
    expect(playwright).toContain("web/e2e/home.test.ts");
    expect(vitest).not.toContain("web/e2e/home.test.ts");
    expect(isPlaywrightFile("./web/e2e/home.test.ts")).toBe(true);
  });
});
