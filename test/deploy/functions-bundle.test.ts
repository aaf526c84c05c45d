// `firebase deploy` uploads only functions/ and installs only its package.json's dependencies. This proves
// the built folder stands alone: copied elsewhere, with only its production dependencies, plain Node
// loads it and finds every function, with nothing left pointing at the workspace's shared/ package.
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";

const functionsDir = new URL("../../functions/", import.meta.url).pathname;
const folder = mkdtempSync(join(tmpdir(), "village-functions-"));

afterAll(() => rmSync(folder, { recursive: true, force: true }));

it("loads the deployable functions folder on its own", () => {
  cpSync(join(functionsDir, "package.json"), join(folder, "package.json"));
  cpSync(join(functionsDir, "lib"), join(folder, "lib"), { recursive: true });
  expect(readFileSync(join(folder, "lib/index.js"), "utf8")).not.toContain("@village/shared");

  execFileSync("npm", ["install", "--omit=dev", "--no-audit", "--no-fund", "--no-package-lock"], {
    cwd: folder,
    stdio: "pipe",
    env: { ...process.env, npm_config_workspaces: "false" },
  });

  const exported = execFileSync(
    process.execPath,
    ["-e", "console.log(JSON.stringify(Object.keys(require('./lib/index.js')).sort()))"],
    { cwd: folder, encoding: "utf8", env: { PATH: process.env.PATH ?? "" } },
  );
  expect(JSON.parse(exported)).toEqual([
    "buildHome",
    "confirmAge",
    "createAnonymousPost",
    "createSuggestion",
    "deleteAccount",
    "deletePost",
    "exportMyData",
    "feed",
    "moderatePost",
    "moderationQueue",
    "myPosts",
    "myReports",
    "newestPost",
    "rebuildHome",
    "reportPost",
    "syncPostOnWrite",
  ]);
}, 300_000);
