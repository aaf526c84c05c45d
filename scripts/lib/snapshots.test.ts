// npm start's snapshots: a kill at any moment of a save, the hub's export included, leaves a whole snapshot
// that the next start finds. Each rename and removal (ours and those firebase-tools' export makes, imitated
// here) is a step; the test kills the save at every step in turn, a removal being then half done, in the
// worst order (the data gone, the metadata file still there), and checks what the next start recovers.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  DEFAULT_SNAPSHOT_SECONDS,
  METADATA_FILE,
  dataDirFromEnv,
  exportEmulators,
  isCompleteSnapshot,
  recoverSnapshot,
  removeStrayExports,
  scheduleSnapshots,
  snapshotSeconds,
  stagingDirs,
  takeSnapshot,
} from "./snapshots.mjs";
import { emulatorDataDir, root } from "./project.mjs";

class Killed extends Error {}
const crash = { armed: false, step: 0, at: 0 };

vi.mock("node:fs", async (importOriginal) => {
  const fs = await importOriginal<typeof import("node:fs")>();
  function step<T>(run: () => T, halfDone?: () => void): T {
    if (crash.armed && ++crash.step === crash.at) {
      halfDone?.();
      throw new Killed(`killed at step ${crash.at}`);
    }
    return run();
  }
  return {
    ...fs,
    renameSync: (from: string, to: string) => step(() => fs.renameSync(from, to)),
    rmSync: (path: string, options?: import("node:fs").RmOptions) =>
      step(
        () => fs.rmSync(path, options),
        // Killed half way through a recursive removal: the data is gone, the metadata file not yet.
        () => fs.rmSync(join(path, "data"), { recursive: true, force: true }),
      ),
  };
});

const work = mkdtempSync(join(tmpdir(), "village-snapshots-"));
afterEach(() => {
  crash.armed = false;
});

let cases = 0;
function freshCase() {
  const dir = join(work, `case-${++cases}`);
  mkdirSync(dir);
  const dataDir = join(dir, ".emulator-data");
  return { dir, dataDir, staging: stagingDirs(dataDir, join(dir, ".cache/snapshots")) };
}

/** A snapshot as the hub writes one: the data, then the metadata file, naming the same label. */
function writeSnapshot(dir: string, label: string) {
  mkdirSync(join(dir, "data"), { recursive: true });
  writeFileSync(join(dir, "data/value.txt"), label);
  writeFileSync(join(dir, METADATA_FILE), JSON.stringify({ version: "14.27.0", label }));
}

/** The label of the snapshot in `dir` if it is whole (its data matches its metadata), else null. */
function wholeSnapshot(dir: string): string | null {
  if (!isCompleteSnapshot(dir) || !existsSync(join(dir, "data/value.txt"))) return null;
  const { label } = JSON.parse(readFileSync(join(dir, METADATA_FILE), "utf8")) as { label: string };
  return readFileSync(join(dir, "data/value.txt"), "utf8") === label ? label : null;
}

/** firebase-tools' HubExport.exportAll: a temporary folder in its working directory, then rm + move. */
function fakeHubExport(cwd: string, label: string) {
  return async (path: string) => {
    const temporary = mkdtempSync(join(cwd, `firebase-export-${Date.now()}`));
    writeSnapshot(temporary, label);
    if (!existsSync(path)) mkdirSync(path);
    const { renameSync, rmSync } = await import("node:fs");
    rmSync(path, { recursive: true });
    renameSync(temporary, path);
  };
}

type Start = "no data yet" | "snapshot A" | "snapshot A, and B left ready by a swap that failed";

function prepare(start: Start) {
  const paths = freshCase();
  if (start !== "no data yet") writeSnapshot(paths.dataDir, "A");
  if (start === "snapshot A, and B left ready by a swap that failed") writeSnapshot(paths.staging.next, "B");
  return paths;
}

async function saveC(paths: ReturnType<typeof freshCase>, killAt: number) {
  crash.armed = true;
  crash.step = 0;
  crash.at = killAt;
  try {
    await takeSnapshot(paths.dataDir, { exportTo: fakeHubExport(paths.dir, "C"), staging: paths.staging });
  } catch (error) {
    if (!(error instanceof Killed)) throw error;
  } finally {
    crash.armed = false;
  }
  return crash.step;
}

describe.each<Start>(["no data yet", "snapshot A", "snapshot A, and B left ready by a swap that failed"])(
  "a save killed at any step, starting from %s",
  (start) => {
    it("leaves a whole snapshot for the next start: the one in place before, or a newer one", async () => {
      const steps = await saveC(prepare(start), 0); // not killed: counts the steps
      expect(steps).toBeGreaterThanOrEqual(3);
      // B was never in place: a save may drop it, since C holds everything it held.
      const atLeast = { "no data yet": [null, "C"], "snapshot A": ["A", "C"] }[start as string] ?? ["A", "B", "C"];

      for (let killAt = 1; killAt <= steps; killAt++) {
        const paths = prepare(start);
        await saveC(paths, killAt);
        recoverSnapshot(paths.dataDir, paths.staging);
        expect({ killAt, found: wholeSnapshot(paths.dataDir) }).toEqual({
          killAt,
          found: expect.toBeOneOf(atLeast),
        });
        // Nothing half done is left for a later start to mistake for a snapshot.
        expect(existsSync(paths.staging.next) || existsSync(paths.staging.old)).toBe(false);
      }
    });

    it("replaces the data with the new snapshot when not killed", async () => {
      const paths = prepare(start);
      await saveC(paths, 0);
      expect(wholeSnapshot(paths.dataDir)).toBe("C");
      expect(recoverSnapshot(paths.dataDir, paths.staging)).toBe("kept");
    });
  },
);

describe("recoverSnapshot", () => {
  it("says when there is no data yet", () => {
    const { dataDir, staging } = freshCase();
    expect(recoverSnapshot(dataDir, staging)).toBe("none");
  });

  it("refuses a data folder that holds something other than a whole export, and leaves it alone", () => {
    const { dataDir, staging } = freshCase();
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, "notes.txt"), "mine");
    expect(recoverSnapshot(dataDir, staging)).toBe("unusable");
    expect(readFileSync(join(dataDir, "notes.txt"), "utf8")).toBe("mine");
  });
});

describe("scheduleSnapshots", () => {
  it("saves one snapshot at a time, every interval, and a last one when stopped with final", async () => {
    const paths = freshCase();
    let running = 0;
    let overlapped = false;
    let saved = 0;
    const exporter = fakeHubExport(paths.dir, "C");
    const schedule = scheduleSnapshots({
      dataDir: paths.dataDir,
      seconds: 0.02,
      exportTo: async (path) => {
        overlapped ||= running > 0;
        running += 1;
        await new Promise((resolve) => setTimeout(resolve, 30)); // longer than the interval
        await exporter(path);
        running -= 1;
      },
      onSaved: () => (saved += 1),
      onError: (error) => {
        throw error;
      },
    });
    while (saved < 3) await new Promise((resolve) => setTimeout(resolve, 10));
    await schedule.stop({ final: true });
    const afterStop = saved;
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(overlapped).toBe(false);
    expect(saved).toBe(afterStop); // nothing after stop
    expect(wholeSnapshot(paths.dataDir)).toBe("C");
  });
});

describe("configuration", () => {
  it("reads the interval from VILLAGE_SNAPSHOT_SECONDS, 60 s by default", () => {
    expect(DEFAULT_SNAPSHOT_SECONDS).toBe(60);
    expect(snapshotSeconds({})).toBe(60);
    expect(snapshotSeconds({ VILLAGE_SNAPSHOT_SECONDS: "" })).toBe(60);
    expect(snapshotSeconds({ VILLAGE_SNAPSHOT_SECONDS: "5" })).toBe(5);
    expect(snapshotSeconds({ VILLAGE_SNAPSHOT_SECONDS: "2.5" })).toBe(2.5);
    for (const wrong of ["0", "-3", "soon", "0.5"]) {
      expect(() => snapshotSeconds({ VILLAGE_SNAPSHOT_SECONDS: wrong })).toThrow(/VILLAGE_SNAPSHOT_SECONDS/);
    }
  });

  it("keeps data in .emulator-data unless VILLAGE_DATA_DIR says otherwise (relative to the checkout)", () => {
    expect(dataDirFromEnv({})).toBe(emulatorDataDir);
    expect(dataDirFromEnv({ VILLAGE_DATA_DIR: ".cache/elsewhere" })).toBe(join(root, ".cache/elsewhere"));
  });

  it("keeps each data folder's staging folders apart", () => {
    expect(stagingDirs("/a/.emulator-data").next).not.toBe(stagingDirs("/b/.emulator-data").next);
  });
});

it("removes the unfinished temporary folders an export killed half way leaves in the checkout", () => {
  const { dir } = freshCase();
  mkdirSync(join(dir, "firebase-export-1732290000000abcdef"));
  writeSnapshot(join(dir, "firebase-export-1732290000001ghijkl"), "finished, perhaps the only copy");
  mkdirSync(join(dir, "firebase-exports-of-mine"));
  expect(removeStrayExports(dir)).toEqual({
    removed: ["firebase-export-1732290000000abcdef"],
    kept: ["firebase-export-1732290000001ghijkl"],
  });
  expect(readdirSync(dir).sort()).toEqual(["firebase-export-1732290000001ghijkl", "firebase-exports-of-mine"]);
});

it("exports with `firebase emulators:export`'s own code, which looks for the project's running emulators", async () => {
  // No emulators run for this project id: the command's action says so, as `firebase emulators:export` would.
  await expect(exportEmulators(join(work, "export"), `demo-no-emulators-${process.pid}`)).rejects.toThrow(
    /Did not find any running emulators for project demo-no-emulators-/,
  );
}, 60_000);
