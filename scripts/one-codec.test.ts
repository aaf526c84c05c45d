// Firestore's REST format is spoken in one place: the web client's reader in web/src/lib/firebase/ (kept to
// save ~32 KiB on the first load, see docs/decisions/0001-rest-reader.md), and its tests' fixtures
// (web/test/support/rest-fixtures.ts, outside src/ so the app cannot import them). Scripts, benchmarks, the
// load test and every test tier talk to the emulators through the Admin SDK (scripts/lib/admin-db.mjs) or the
// official client SDKs, never through hand-made REST values or the emulator's administrator token.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";

const root = new URL("../", import.meta.url).pathname;
const thisFile = "scripts/one-codec.test.ts";
const readerFixtures = "web/test/support/rest-fixtures.ts";

// Firestore's value types as REST encodes them ({"stringValue": …}, {"mapValue": {"fields": …}}, …).
const valueKinds = ["string", "timestamp", "integer", "double", "boolean", "null", "reference", "bytes", "geoPoint"];
const REST_VALUE = new RegExp(`\\b(${[...valueKinds, "map", "array"].join("|")})Value\\b`);
const OWNER_TOKEN = /Bearer owner/;

/** Every source file of the repository, committed or not (what .gitignore leaves out excepted). */
function sourceFiles(): string[] {
  return execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\n")
    .filter((path) => /\.(ts|tsx|mjs|js|cjs)$/.test(path));
}

it("encodes and decodes Firestore REST values only in web/src/lib/firebase/ (and its tests' fixtures)", () => {
  const offending = sourceFiles().flatMap((path) => {
    if (path.startsWith("web/src/lib/firebase/") || path === thisFile || path === readerFixtures) return [];
    let text: string;
    try {
      text = readFileSync(join(root, path), "utf8");
    } catch {
      return []; // listed by git but deleted in the working tree
    }
    return text
      .split("\n")
      .flatMap((line, index) => (REST_VALUE.test(line) || OWNER_TOKEN.test(line) ? [`${path}:${index + 1}`] : []));
  });
  expect(offending).toEqual([]);
});

it("recognises the encoding it looks for, so an empty result means something", () => {
  expect(REST_VALUE.test('{ "mapValue": { "fields": {} } }')).toBe(true);
  expect(REST_VALUE.test("fields.title?.stringValue")).toBe(true);
  expect(REST_VALUE.test("const returnValue = 1")).toBe(false);
  expect(sourceFiles()).toContain("web/src/lib/firebase/firestore-rest.ts");
});
