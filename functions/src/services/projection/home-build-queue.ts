// Asks for a home build: one task per clock second, named for it, so that however many posts change in a
// second, their requests collapse into one build that runs once the second is over (docs/decisions/0017).
import { createHash } from "node:crypto";
import { getFunctions } from "firebase-admin/functions";
import { GLOBAL_OPTIONS } from "../../lib/runtime-options.js";

/** The task-queue function that builds the home document (triggers/build-home.ts exports it by this name). */
export const HOME_BUILDER = "buildHome";

/** What a build task carries: when its second is over (the emulator runs tasks before their scheduleTime). */
export interface HomeBuildTask {
  notBefore: number;
}

/**
 * The task's name for the clock second `second`: the same for every request in that second (Cloud Tasks
 * refuses a second task of one name, which is the dedup), but led by a hash of it, so that consecutive
 * seconds' names are not sequential: Cloud Tasks documents that sequential names (timestamps) crowd one key
 * range of its index and raise latency (docs/decisions/0047). The second stays in the name for reading logs.
 */
export function homeBuildTaskId(second: number): string {
  const prefix = createHash("sha256").update(`home-build:${second}`).digest("hex").slice(0, 12);
  return `${prefix}-home-${second}`;
}

/**
 * The last second whose task this instance knows is there (it enqueued it, or Cloud Tasks said it was). A
 * task's name is never taken twice, so another request in that second could only hear "already exists".
 */
let knownSecond: number | null = null;

/**
 * Enqueues the build for the second `now` falls in, due when it ends; a second request in the same second
 * finds the task there and changes nothing, so an instance that knows its task is there asks nothing (under
 * load, most requests: one enqueue a second instead of one a post). A failure to enqueue is thrown (the
 * caller's trigger retries), and a retry asks again: only a task known to be there is skipped.
 */
export async function requestHomeBuild(now: number = Date.now()): Promise<void> {
  const second = Math.floor(now / 1000);
  if (second === knownSecond) return;
  const notBefore = (second + 1) * 1000;
  try {
    await getFunctions()
      .taskQueue<HomeBuildTask>(`locations/${GLOBAL_OPTIONS.region}/functions/${HOME_BUILDER}`)
      .enqueue(
        { notBefore },
        { id: homeBuildTaskId(second), scheduleTime: new Date(notBefore), dispatchDeadlineSeconds: 60 },
      );
  } catch (error) {
    if (!isAlreadyThere(error)) throw error;
  }
  knownSecond = second;
}

const isAlreadyThere = (error: unknown) =>
  typeof error === "object" && error !== null && "code" in error && error.code === "functions/task-already-exists";
