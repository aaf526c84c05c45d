// Once-a-second tasks: one Cloud Tasks task per key (a post, or nothing) and clock second, named for both and
// due when the second ends, so that however many writes ask in a second, their requests collapse into one run
// that writes its documents at most about once a second. The home build (docs/decisions/0017) and a thread's
// reply count (0118) are asked for this way; what each run does is its own (home-builder.ts, reply-count.ts).
import { createHash } from "node:crypto";
import { getFunctions } from "firebase-admin/functions";
import { GLOBAL_OPTIONS } from "./runtime-options.js";

/** What every such task carries: when its second is over (the emulator runs tasks before their scheduleTime). */
export interface SecondTask {
  notBefore: number;
}

/**
 * The task's name for `seed` (what it is for, and for whom) in the clock second `second`: the same for every
 * request of that seed and second (Cloud Tasks refuses a second task of one name, which is the dedup), but led
 * by a hash of both, so that consecutive seconds' names are not sequential: Cloud Tasks documents that
 * sequential names (timestamps) crowd one key range of its index and raise latency (docs/decisions/0047).
 * `label` and the second end the name, for reading logs. Task names are never public.
 */
export function secondTaskId(seed: string, label: string, second: number): string {
  const prefix = createHash("sha256").update(`${seed}:${second}`).digest("hex").slice(0, 12);
  return `${prefix}-${label}-${second}`;
}

/** The second a request at `now` (epoch ms) falls in, put off by `delayMs`: its task runs when that second ends. */
export const taskSecond = (now: number, delayMs = 0): number => Math.floor((now + delayMs) / 1000);

/** How a once-a-second task is retried: soon and a few times, since any later run heals a failed one anyway. */
export const SECOND_TASK_RETRY = { maxAttempts: 5, minBackoffSeconds: 1, maxBackoffSeconds: 10 };

/**
 * Waits until `task`'s second is over, at most `maxEarlyMs`: Cloud Tasks honours scheduleTime, so in
 * production this waits nothing; the emulator runs tasks at once, and a run must not read before its second's
 * writes are in.
 */
export async function untilDue(task: SecondTask, maxEarlyMs: number, now = Date.now()): Promise<void> {
  const early = Math.min(maxEarlyMs, task.notBefore - now);
  if (early > 0) await new Promise((resolve) => setTimeout(resolve, early));
}

/** How many keys a queue remembers a known task for (oldest forgotten first): a few active threads, bounded. */
const KNOWN_MAX = 1_000;

/**
 * A queue of once-a-second tasks for the task-queue function `functionName` (exported under that name).
 * `request` enqueues the task of `key` for `second`, due when that second ends; a second request for the same
 * key and second finds the task there and changes nothing. A failure to enqueue is thrown (the caller's
 * trigger retries), and a retry asks again.
 *
 * The instance remembers, per key, the last second whose task it knows is there (it enqueued it, or Cloud
 * Tasks said it exists) and asks nothing more for it: under load, one enqueue (an HTTP round trip) a second
 * and key instead of one a write. This is module state and a pure optimisation: an instance that forgot (a
 * new one, a key pushed out) only asks again and hears "already exists"; nothing relies on it being right.
 */
export function secondTaskQueue<T extends SecondTask>(functionName: string) {
  const known = new Map<string, number>();
  const queue = () => getFunctions().taskQueue<T>(`locations/${GLOBAL_OPTIONS.region}/functions/${functionName}`);
  return async function request(key: string, second: number, id: string, data: Omit<T, "notBefore">): Promise<void> {
    if (known.get(key) === second) return;
    const notBefore = (second + 1) * 1000;
    try {
      await queue().enqueue({ ...data, notBefore } as T, {
        id,
        scheduleTime: new Date(notBefore),
        dispatchDeadlineSeconds: 60,
      });
    } catch (error) {
      if (!isAlreadyThere(error)) throw error;
    }
    known.delete(key);
    known.set(key, second);
    if (known.size > KNOWN_MAX) known.delete(known.keys().next().value as string);
  };
}

const isAlreadyThere = (error: unknown) =>
  typeof error === "object" && error !== null && "code" in error && error.code === "functions/task-already-exists";
