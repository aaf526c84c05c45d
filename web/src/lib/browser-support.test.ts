// What the browser runs (web/src, and shared/src, which the forms and the list import) must compile in every
// browser the build targets. Safari before 16.4 cannot compile a regular-expression lookbehind: one in any
// module would break the page that loads it, there and only there, so no test in Chromium would notice.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, it } from "vitest";

const root = new URL("../../../", import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !name.includes(".test.") ? [path] : [];
  });
}

it("uses no regular-expression lookbehind in code the browser runs", () => {
  const files = [...sources(join(root, "web/src")), ...sources(join(root, "shared/src"))];
  expect(files.length).toBeGreaterThan(50);
  const withLookbehind = files
    .filter((file) => /\(\?<[=!]/.test(readFileSync(file, "utf8")))
    .map((file) => relative(root, file));
  expect(withLookbehind).toEqual([]);
});
