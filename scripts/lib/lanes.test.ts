// The two lanes of `npm test`'s emulator step: which browser files each runs, and how the second lane's
// browser reaches that lane's emulators while asking for firebase.json's addresses.
import { existsSync, readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { hostResolverRules, SECOND_LANE_BROWSER_FILES, shiftedEmulators, splitBrowserFiles } from "./lanes.mjs";
import { root } from "./project.mjs";

const firebaseJson = JSON.parse(readFileSync(`${root}firebase.json`, "utf8")) as Parameters<typeof shiftedEmulators>[0];

it("sends each of firebase.json's emulator addresses to the second lane's, and the app's own among them", () => {
  const [flag, ...rest] = hostResolverRules(firebaseJson, shiftedEmulators(firebaseJson));
  expect(rest).toEqual([]);
  const rules = (flag ?? "").replace(/^--host-resolver-rules=/, "").split(",");
  // web/.env.emulator: the Auth and Firestore emulators the app is built to call; Hosting, the site itself.
  expect(rules).toEqual(
    expect.arrayContaining([
      "MAP 127.0.0.1:9099 127.0.0.1:9109",
      "MAP 127.0.0.1:8080 127.0.0.1:8090",
      "MAP 127.0.0.1:5000 127.0.0.1:5010",
      "MAP 127.0.0.1:5001 127.0.0.1:5011",
    ]),
  );
  expect(new Set(rules).size).toBe(rules.length);
});

it("maps nothing for the first lane, which is firebase.json", () => {
  expect(hostResolverRules(firebaseJson, firebaseJson)).toEqual([]);
});

it("runs the second lane's browser files there, and every other in the first", () => {
  expect(splitBrowserFiles(null)).toEqual({ first: null, second: null, ignoredInFirst: [] });
  expect(splitBrowserFiles([])).toEqual({
    first: [],
    second: SECOND_LANE_BROWSER_FILES,
    ignoredInFirst: SECOND_LANE_BROWSER_FILES,
  });
  const [moved = ""] = SECOND_LANE_BROWSER_FILES;
  expect(splitBrowserFiles(["web/e2e/home.test.ts", `./${moved}`])).toEqual({
    first: ["web/e2e/home.test.ts"],
    second: [`./${moved}`],
    ignoredInFirst: [],
  });
  expect(splitBrowserFiles(["web/e2e/home.test.ts"]).second).toBeNull();
  expect(splitBrowserFiles([moved]).first).toBeNull();
});

it("names only browser files that exist", () => {
  for (const file of SECOND_LANE_BROWSER_FILES) expect(existsSync(`${root}${file}`), file).toBe(true);
});
