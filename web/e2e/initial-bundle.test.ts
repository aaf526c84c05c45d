// The home page's first load must not carry the Firebase Auth, Functions or App Check SDKs, nor full zod: they
// load with the pages that need them. (Its reads parse with zod/mini, bundled on its own: web/zod-mini-alone.ts.) (scripts/check-bundle-size.mjs checks the size of the same set of files.)
import { readFileSync } from "node:fs";
import { originalPositionFor, TraceMap } from "@jridgewell/trace-mapping";
import { expect, test } from "./support/test";

const dist = new URL("../dist/", import.meta.url);
const manifest = JSON.parse(readFileSync(new URL(".vite/manifest.json", dist), "utf8")) as Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
>;

/** The entry chunk and everything it imports statically: what the browser loads before the first paint. */
function initialFiles(): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    manifest[key]?.imports?.forEach(visit);
  };
  Object.keys(manifest)
    .filter((key) => manifest[key]?.isEntry)
    .forEach(visit);
  return [...seen].map((key) => manifest[key]?.file ?? key).filter((file) => file.endsWith(".js"));
}

// Strings that survive minification: the SDKs register their package names, zod names its classes (full
// zod's base class is `ZodType`; zod/mini's is `ZodMiniType`, on the core's `$ZodType`).
const MARKERS: Record<string, RegExp> = {
  "firebase/auth": /@firebase\/auth/,
  "firebase/functions": /@firebase\/functions/,
  "firebase/app-check": /@firebase\/app-check/,
  "zod (full)": /[`"']ZodType[`"']/,
};

for (const [name, marker] of Object.entries(MARKERS)) {
  test(`${name} is not in the home page's initial JavaScript`, () => {
    const files = initialFiles();
    expect(files.length).toBeGreaterThan(0);
    const carrying = files.filter((file) => marker.test(readFileSync(new URL(file, dist), "utf8")));
    expect(carrying).toEqual([]);
  });
}

test("every page but home is a lazily loaded chunk", () => {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const lazy = (entry?.dynamicImports ?? []).join(" ");
  for (const page of ["NewSuggestionPage", "AnonymousPostPage", "AuthPage", "OtherRoutes"]) {
    expect(lazy).toContain(page);
  }
});

test("the entry chunk asks V8 to compile all of it while it downloads, and its source map still lines up", () => {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)?.file ?? "";
  const lines = readFileSync(new URL(entry, dist), "utf8").split("\n");
  expect(lines[0]).toBe("//# allFunctionsCalledOnLoad");
  // A string from src/main.tsx, found in the built file, maps back to main.tsx.
  const line = lines.findIndex((text) => text.includes("index.html has no #root element"));
  expect(line).toBeGreaterThan(0);
  const map = new TraceMap(readFileSync(new URL(`${entry}.map`, dist), "utf8"));
  const column = lines[line]?.indexOf("index.html has no #root element") ?? -1;
  expect(originalPositionFor(map, { line: line + 1, column }).source).toMatch(/src\/main\.tsx$/);
});
