import { describe, expect, it } from "vitest";
import { failureLines, playwrightFailures, vitestFailures } from "./failed-tests.mjs";

describe("failed tests in the final summary", () => {
  it("names vitest's failed tests with their first error lines, without colour codes", () => {
    const report = {
      testResults: [
        {
          name: "/repo/functions/test/feed.test.ts",
          assertionResults: [
            { fullName: "feed serves a page", status: "passed", failureMessages: [] },
            {
              fullName: "feed refuses a bad cursor",
              status: "failed",
              failureMessages: [
                "\u001b[31mAssertionError: expected 200 to be 400\u001b[39m\n\n  at one\n  at two\n  at three",
              ],
            },
          ],
        },
      ],
    };
    expect(vitestFailures(report)).toEqual([
      {
        name: "/repo/functions/test/feed.test.ts > feed refuses a bad cursor",
        lines: ["    AssertionError: expected 200 to be 400", "    at one", "    at two"],
      },
    ]);
  });

  it("names Playwright's tests that failed, in nested suites, and leaves out flaky ones", () => {
    const report = {
      suites: [
        {
          file: "home.test.ts",
          specs: [{ title: "shows posts", file: "home.test.ts", tests: [{ status: "flaky", results: [] }] }],
          suites: [
            {
              title: "signed in",
              specs: [
                {
                  title: "posts",
                  file: "home.test.ts",
                  tests: [{ status: "unexpected", results: [{ error: { message: "Timeout 5000ms exceeded" } }] }],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightFailures(report)).toEqual([
      { name: "home.test.ts > posts", lines: ["    Timeout 5000ms exceeded"] },
    ]);
  });

  it("prints nothing when nothing failed", () => {
    expect(failureLines([])).toEqual([]);
    expect(failureLines([{ name: "a > b", lines: ["    why"] }])).toEqual([
      "\nFailed tests (1):",
      "  ✘ a > b",
      "    why",
    ]);
  });
});
