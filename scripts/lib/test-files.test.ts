import { describe, expect, it } from "vitest";
import { filesOfProject } from "./test-files.mjs";

describe("filesOfProject", () => {
  it("runs a whole project when no file is named", () => {
    expect(filesOfProject("e2e", [])).toEqual([]);
  });

  it("gives each tier only its own files, and skips a tier with none", () => {
    const files = [
      "web/e2e/home.test.ts",
      "functions/test/feed.test.ts",
      "./test/rules/firestore.rules.test.ts",
      "shared/src/text/text.test.ts",
      "test/deploy/functions-bundle.test.ts",
    ];
    expect(filesOfProject("e2e", files)).toEqual(["web/e2e/home.test.ts"]);
    expect(filesOfProject("emulators", files)).toEqual(["functions/test/feed.test.ts"]);
    expect(filesOfProject("rules", files)).toEqual(["./test/rules/firestore.rules.test.ts"]);
    expect(filesOfProject("deploy", files)).toEqual(["test/deploy/functions-bundle.test.ts"]);
    expect(filesOfProject("unit", files)).toEqual(["shared/src/text/text.test.ts"]);
    expect(filesOfProject("start", files)).toBeNull();
  });
});
