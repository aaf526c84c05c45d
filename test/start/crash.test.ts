// `npm start` loses nothing and leaves nothing behind. Runs the real `npm start` (build, emulators, guards,
// snapshots) twice on its own data folder, with a snapshot every 2 s (VILLAGE_SNAPSHOT_SECONDS):
// 1. creates 30 posts (as an import would: the trigger publishes them) and an account, waits until the public
//    board holds them and a snapshot taken after that is in place;
// 2. kills `npm start`'s whole process group with SIGKILL, as a crash or a closed terminal can;
// 3. checks that every emulator port is free and no process of the run is left;
// 4. starts again on that build (`--no-build`) and finds the account, and every stored post, every public post
//    and the home document as they were (the restore drill of docs/deploy.md); then stops with Ctrl-C (SIGINT to the group), which must
//    save once more, stop cleanly and free the ports.
// Needs the emulators' ports free, so `npm test` runs it as a step of its own, after the emulator tiers.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { dirname } from "node:path";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { HOME_DOCUMENT, NEWEST_POSTS_FIELD, POSTS_COLLECTION, SUGGESTIONS_COLLECTION } from "@village/shared";
import { adminDb, closeAdminDb, writeDocuments } from "../../scripts/lib/admin-db.mjs";
import { busyPorts, emulatorPorts, portsInUseMessage } from "../../scripts/lib/ports.mjs";
import { descendantsOf, listProcesses } from "../../scripts/lib/process-tree.mjs";
import { emulators, root } from "../../scripts/lib/project.mjs";
import { isCompleteSnapshot, stagingDirs } from "../../scripts/lib/snapshots.mjs";

const SNAPSHOT_SECONDS = 2;
mkdirSync(`${root}.cache`, { recursive: true });
const dataDir = mkdtempSync(`${root}.cache/crash-test-`);
const runs: ChildProcess[] = [];
const timings: Record<string, string> = {};

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
/** How often the polls below look again. */
const POLL = { interval: 100 };

/** `npm start` (with `args`) in a process group of its own, as a terminal would run it. */
function startVillage(args: string[] = []) {
  const child = spawn("npm", ["start", ...(args.length ? ["--", ...args] : [])], {
    cwd: root,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, VILLAGE_SNAPSHOT_SECONDS: String(SNAPSHOT_SECONDS), VILLAGE_DATA_DIR: dataDir },
  });
  runs.push(child);
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  const ready = Promise.race([
    expect
      .poll(() => output.includes("Village is running at"), { ...POLL, timeout: 90_000, message: "Village is running" })
      .toBe(true),
    exited.then(({ code, signal }) => {
      throw new Error(`npm start exited (${code ?? signal}) before it was ready:\n${output}`);
    }),
  ]);
  return { child, ready, exited, output: () => output };
}

const freePorts = async () => (await busyPorts(emulatorPorts())).length === 0;
/** Waits until no emulator port is held; fails after 30 s, saying `what` it waited for. */
const portsFreed = (what: string) => expect.poll(freePorts, { ...POLL, timeout: 30_000, message: what }).toBe(true);

/** How many posts the drill writes: more than the home page's 25, so the restored page is a slice of them. */
const DRILL_POSTS = 30;
const BOARD = [SUGGESTIONS_COLLECTION, POSTS_COLLECTION] as const;

/** What the board holds: every stored and public post and the home document, by path. */
async function boardNow(): Promise<Map<string, unknown>> {
  const db = adminDb();
  const board = new Map<string, unknown>();
  for (const collection of BOARD) {
    for (const doc of (await db.collection(collection).get()).docs) {
      board.set(`${collection}/${doc.id}`, doc.data());
    }
  }
  const home = await db.doc(HOME_DOCUMENT).get();
  board.set(HOME_DOCUMENT, home.data() ?? null);
  return board;
}

/** The Auth emulator's answer to an e-mail and password, for signing up or signing in: its HTTP status. */
async function passwordAccount(method: "signUp" | "signInWithPassword", email: string): Promise<number> {
  const url = `http://${emulators.auth}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`;
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: "crash-test-password", returnSecureToken: true }),
  });
  return response.status;
}

beforeAll(async () => {
  const busy = await busyPorts(emulatorPorts());
  if (busy.length > 0) throw new Error(portsInUseMessage(busy));
});

afterAll(async () => {
  for (const run of runs) {
    if (run.exitCode === null && run.signalCode === null && run.pid) {
      try {
        process.kill(-run.pid, "SIGKILL");
      } catch {
        // Already gone.
      }
    }
  }
  // Outside a test, where expect.poll may not run: vi.waitFor, and no failure if they stay taken.
  await vi
    .waitFor(async () => expect(await freePorts()).toBe(true), { ...POLL, timeout: 30_000 })
    .catch(() => undefined);
  await closeAdminDb();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(dirname(stagingDirs(dataDir).next), { recursive: true, force: true });
  console.log(`npm start crash test timings: ${JSON.stringify(timings)}`);
});

it("keeps a post and an account through a kill -9 of npm start's process group, and leaves nothing running", async () => {
  const testStart = Date.now();

  // 1. First run: a post and an account, then a snapshot that holds them.
  let started = Date.now();
  const first = startVillage();
  await first.ready;
  timings.firstStart = seconds(started);

  const runId = randomUUID();
  const postIds = Array.from({ length: DRILL_POSTS }, (_, index) => `${runId}-${index}`);
  const written = Date.now();
  await writeDocuments(
    SUGGESTIONS_COLLECTION,
    postIds.map((id, index) => ({
      id,
      data: {
        title: `Restore drill ${index} ${runId}`,
        "suggestion details": "Written just before npm start is killed.",
        author: "Crash test",
        authorUid: "crash-test",
        // A second apart, the newest last: the home page must list the newest 25 of them after the restore.
        createdAt: new Date(written - (DRILL_POSTS - index) * 1000),
        rand: Math.random(),
      },
    })),
  );
  // The public board has caught up: every post public, and the home document counting them all.
  await expect
    .poll(
      async () => {
        const db = adminDb();
        const publicPosts = await db.getAll(...postIds.map((id) => db.doc(`${POSTS_COLLECTION}/${id}`)));
        const home = (await db.doc(HOME_DOCUMENT).get()).data();
        const listed: unknown = home?.[NEWEST_POSTS_FIELD];
        const newest = Array.isArray(listed) ? listed.map((post: { postId?: unknown }) => post.postId) : [];
        return publicPosts.every((doc) => doc.exists) && postIds.slice(-25).every((id) => newest.includes(id));
      },
      { ...POLL, timeout: 60_000, message: "the public board to hold the drill's posts" },
    )
    .toBe(true);
  const before = await boardNow();
  await closeAdminDb(); // its connection is to the emulator about to be killed
  const email = `crash-${runId.slice(0, 8)}@example.com`;
  expect(await passwordAccount("signUp", email)).toBe(200);

  // Each snapshot is renamed into place, so the folder's inode changes with each one. The first change may
  // be an export that began before the writes; the second began after the first ended.
  started = Date.now();
  const inode = () => (existsSync(dataDir) && isCompleteSnapshot(dataDir) ? statSync(dataDir).ino : 0);
  let last = inode();
  let swaps = 0;
  await expect
    .poll(
      () => {
        const now = inode();
        if (now !== last && now !== 0) swaps += 1;
        last = now;
        return swaps;
      },
      { ...POLL, timeout: 6 * SNAPSHOT_SECONDS * 1000 + 10_000, message: "two snapshots after the writes" },
    )
    .toBeGreaterThanOrEqual(2);
  timings.snapshotWait = seconds(started);

  // 2. Kill -9 the whole group npm start runs in (npm, sh, node scripts/start.mjs).
  const pid = first.child.pid ?? 0;
  expect(pid).toBeGreaterThan(1);
  const tree = descendantsOf(pid, await listProcesses());
  expect([...tree.values()].some((args) => args.includes("emulators:start"))).toBe(true);
  started = Date.now();
  process.kill(-pid, "SIGKILL");
  await first.exited;

  // 3. The guards stop the emulators, Java included, although nothing was left to ask them.
  await portsFreed("every emulator port to be free");
  timings.portsFreeAfterKill = seconds(started);
  await expect
    .poll(
      async () => {
        const now = await listProcesses();
        // A zombie keeps its pid but not its command line (`[java] <defunct>`): it holds nothing.
        return [...tree].every(([child, args]) => now.get(child)?.args !== args);
      },
      { ...POLL, timeout: 30_000, message: "every process of the killed run to end" },
    )
    .toBe(true);
  timings.treeGoneAfterKill = seconds(started);

  // 4. Second run, on the first run's build (`--no-build`, as after a crash with nothing changed): the post
  // and the account are back, the database was not empty (no sample posts added).
  started = Date.now();
  const second = startVillage(["--no-build"]);
  await second.ready;
  timings.secondStart = seconds(started);
  expect(second.output()).not.toContain("sample posts");

  const after = await boardNow();
  expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
  // Field by field: an import does not keep the order of a document's fields.
  for (const [path, data] of before) expect(after.get(path), path).toEqual(data);
  expect(await passwordAccount("signInWithPassword", email)).toBe(200);

  // Ctrl-C in a terminal: SIGINT to the whole foreground group. A last save, a clean exit, free ports. (npm
  // waits for the script, then ends itself by the SIGINT it was sent, as it does for any script.)
  started = Date.now();
  expect(second.child.pid).toBeGreaterThan(1);
  process.kill(-(second.child.pid ?? 0), "SIGINT");
  const ended = await second.exited;
  expect(ended.code === 0 || ended.signal === "SIGINT", JSON.stringify(ended)).toBe(true);
  expect(second.output()).toContain("Saved local data");
  expect(second.output()).not.toMatch(/stopped on their own|Stopping at once/);
  await portsFreed("every emulator port to be free after Ctrl-C");
  timings.cleanStop = seconds(started);
  expect(isCompleteSnapshot(dataDir)).toBe(true);
  timings.total = seconds(testStart);
}, 240_000);
