// `firebase deploy` uploads only functions/ and installs only its package.json's dependencies. This proves
// the built folder stands alone: copied elsewhere, with only its production dependencies, plain Node
// loads it and finds every function, with nothing left pointing at the workspace's shared/ package. "Every
// function" is each contract's callable in shared/src/contracts plus the short list of the others below.
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";
import { callableContracts } from "../../scripts/lib/contracts";

const functionsDir = new URL("../../functions/", import.meta.url).pathname;

// The deployed functions that are not callables, so have no contract in shared/src/contracts: HTTP functions,
// triggers and task-queue handlers. Keep it to those; every callable is found from its contract below.
const NOT_CALLABLES = [
  "feed", // http/feed.ts: the Atom feed, served through a Hosting rewrite
  "syncPostOnWrite", // triggers/sync-post.ts: keeps the public projection in step with suggestions
  "syncReplyOnWrite", // triggers/sync-reply.ts: keeps each reply's public document in step with the replies
  "buildHome", // triggers/build-home.ts: the task that rebuilds meta/home, at most once a second
  "rebuildHome", // triggers/build-home.ts: the scheduled safety rebuild of meta/home
  "newestPost", // http/newest.ts: "is there anything newer?" for open tabs, cached at the CDN
  "replyCount", // http/reply-count.ts: an open thread's "any new replies?", cached at the CDN
  "repliesFeed", // http/replies-feed.ts: a post's replies as Atom, served through a Hosting rewrite
  "homePage", // http/home.ts: the home page's first page, preloaded from its HTML, cached at the CDN
  "postPage", // http/post-page.ts: /p/{id} with the post's link-preview tags, behind a Hosting rewrite
  "homeHtml", // http/home-html.ts: `/` itself, the first page rendered into the HTML, behind a Hosting rewrite
  "searchPage", // http/search.ts: /api/search, a page of search results, cached at the CDN
  "moderationLogPage", // http/moderation-log.ts: /api/moderation-log, a page of the public log, cached at the CDN
  "countReplies", // triggers/count-replies.ts: writes a thread's reply count on its post, at most once a second
  "releaseKeptPost", // triggers/release-kept-post.ts: brings back one post a deleted account kept, at its own time
  "sweepModerationDaily", // triggers/moderation-sweep.ts: daily clean-up of expired moderation data
  "buildTransparencyReports", // triggers/transparency-report.ts: daily, the report of each ended month not yet built
  "transparencyPage", // http/transparency.ts: /transparency, the report rendered into the HTML, behind a Hosting rewrite
  "safeModeState", // http/safe-mode.ts: /api/safe-mode, whether safe mode is on, for /anon's and /new's banner
  "endQuietSafeMode", // triggers/safe-mode-quiet.ts: turns off a safe mode that turned itself on, after a quiet hour
];

const folder = mkdtempSync(join(tmpdir(), "village-functions-"));

// The installed dependencies are thousands of files: on a busy machine their removal outlasts the default 10 s.
afterAll(() => rmSync(folder, { recursive: true, force: true }), 120_000);

it("loads the deployable functions folder on its own, with every callable contract's function and the others", async () => {
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
  const callables = (await callableContracts()).map(({ name }) => name);
  expect(callables).toContain("createSuggestion");
  expect(JSON.parse(exported)).toEqual([...new Set([...callables, ...NOT_CALLABLES])].sort());
}, 300_000);
