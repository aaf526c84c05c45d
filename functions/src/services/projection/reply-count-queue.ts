// Asks for a thread's reply count: one task per post per clock second, named for both, so that however many
// replies a busy thread takes in a second, they collapse into one count that runs once the second is over and
// writes the post's public documents at most about once a second (docs/decisions/0118; the home build's
// pattern, 0017).
import { createHash, randomInt } from "node:crypto";
import { getFunctions } from "firebase-admin/functions";
import { GLOBAL_OPTIONS } from "../../lib/runtime-options.js";

/** The task-queue function that counts a thread (triggers/count-replies.ts exports it by this name). */
export const REPLY_COUNTER = "countReplies";

/** What a count task carries: which thread, and when its second is over (the emulator runs tasks at once). */
export interface ReplyCountTask {
  postId: string;
  notBefore: number;
}

/**
 * How far a count after a reply left view (hidden, deleted) is put off, at most, drawn for each thread: a
 * moderator hiding one person's replies in several threads, or an account deletion, must not change those
 * posts' counts (and their public documents' `updateTime`) in one second, which would tie the replies
 * together (docs/decisions/0087). A new reply's count is not put off: the reply itself is public from then.
 */
export const REMOVAL_JITTER_MS = 8_000;

/**
 * The task's name for `postId` in the clock second `second`: the same for every request of that thread in that
 * second (Cloud Tasks refuses a second task of one name), led by a hash so that names are not sequential
 * (docs/decisions/0047). Task names are never public.
 */
export function replyCountTaskId(postId: string, second: number): string {
  const prefix = createHash("sha256").update(`reply-count:${postId}:${second}`).digest("hex").slice(0, 12);
  return `${prefix}-replies-${second}`;
}

/** The threads whose task for a second this instance knows is there (a few: oldest forgotten first). */
const known = new Map<string, number>();
const KNOWN_MAX = 1_000;

/** When a count asked for at `now` runs: the end of its second, put off by `delayMs` (whole seconds kept). */
export const countSecond = (now: number, delayMs: number): number => Math.floor((now + delayMs) / 1000);

/**
 * Enqueues the count of `postId`'s thread for the second `now` (plus `delayMs`) falls in, due when it ends. A
 * second request for that thread and second changes nothing, and an instance that knows the task is there
 * asks nothing. A failure to enqueue is thrown (the trigger retries).
 */
export async function requestReplyCount(postId: string, now: number = Date.now(), delayMs = 0): Promise<void> {
  const second = countSecond(now, delayMs);
  if (known.get(postId) === second) return;
  const notBefore = (second + 1) * 1000;
  try {
    await getFunctions()
      .taskQueue<ReplyCountTask>(`locations/${GLOBAL_OPTIONS.region}/functions/${REPLY_COUNTER}`)
      .enqueue(
        { postId, notBefore },
        { id: replyCountTaskId(postId, second), scheduleTime: new Date(notBefore), dispatchDeadlineSeconds: 60 },
      );
  } catch (error) {
    if (!isAlreadyThere(error)) throw error;
  }
  known.delete(postId);
  known.set(postId, second);
  if (known.size > KNOWN_MAX) known.delete(known.keys().next().value as string);
}

/** A delay for a count after a reply left view: a random whole number of milliseconds below REMOVAL_JITTER_MS. */
export const removalDelay = (): number => randomInt(REMOVAL_JITTER_MS);

const isAlreadyThere = (error: unknown) =>
  typeof error === "object" && error !== null && "code" in error && error.code === "functions/task-already-exists";
