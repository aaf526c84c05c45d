// Asks for a thread's reply count: one task per post per clock second, named for both, so that however many
// replies a busy thread takes in a second, they collapse into one count that runs once the second is over and
// writes the post's public documents at most about once a second (docs/decisions/0118; the home build's
// pattern, 0017, through lib/second-tasks.ts).
import { randomInt } from "node:crypto";
import { secondTaskId, secondTaskQueue, taskSecond, type SecondTask } from "../../lib/second-tasks.js";

/** The task-queue function that counts a thread (triggers/count-replies.ts exports it by this name). */
export const REPLY_COUNTER = "countReplies";

/** What a count task carries: which thread, and when its second is over (the emulator runs tasks at once). */
export interface ReplyCountTask extends SecondTask {
  postId: string;
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
 * second, hash-led so that names are not sequential (docs/decisions/0047). Task names are never public.
 */
export const replyCountTaskId = (postId: string, second: number): string =>
  secondTaskId(`reply-count:${postId}`, "replies", second);

/** When a count asked for at `now` runs: the end of its second, put off by `delayMs` (whole seconds kept). */
export const countSecond = taskSecond;

const replyCounts = secondTaskQueue<ReplyCountTask>(REPLY_COUNTER);

/**
 * Enqueues the count of `postId`'s thread for the second `now` (plus `delayMs`) falls in, due when it ends. A
 * second request for that thread and second changes nothing, and an instance that knows the task is there
 * asks nothing: at 50 replies a second to one thread, one enqueue (an HTTP round trip) a second, not one a
 * reply. A failure to enqueue is thrown (the trigger retries).
 */
export async function requestReplyCount(postId: string, now: number = Date.now(), delayMs = 0): Promise<void> {
  const second = countSecond(now, delayMs);
  await replyCounts(postId, second, replyCountTaskId(postId, second), { postId });
}

/** A delay for a count after a reply left view: a random whole number of milliseconds below REMOVAL_JITTER_MS. */
export const removalDelay = (): number => randomInt(REMOVAL_JITTER_MS);
