import { onTaskDispatched } from "firebase-functions/v2/tasks";
import { countReplies } from "../services/projection/reply-count.js";
import { requestHomeBuild } from "../services/projection/home-build-queue.js";
import { REMOVAL_JITTER_MS, type ReplyCountTask } from "../services/projection/reply-count-queue.js";
import { SECOND_TASK_RETRY, untilDue } from "../lib/second-tasks.js";

// Longest a task waits for its time (lib/second-tasks.ts): a count must not read before its second's replies,
// and a removal's jitter, are over.
const MAX_EARLY_MS = REMOVAL_JITTER_MS + 2_000;

/**
 * Counts a thread about once a second at most: tasks are named per post and second
 * (services/projection/reply-count-queue.ts), so a burst of replies to one post writes its public documents
 * once a second, and a quiet thread not at all. Threads are counted side by side (each task touches one
 * post's documents); a failed count is retried, and the next reply's count heals it anyway.
 */
export const countRepliesTask = onTaskDispatched<ReplyCountTask>(
  {
    retryConfig: SECOND_TASK_RETRY,
    // Four counts at a time (docs/decisions/0123): a count takes tens of milliseconds once due, so four serve
    // dozens of busy threads a second, and a backlog waits in the queue, not in instances. The emulator runs
    // each dispatch in a worker process of its own that waits out its second; with 20 at once a cold start
    // spawned dozens of workers on two cores and starved the reply trigger.
    rateLimits: { maxDispatchesPerSecond: 100, maxConcurrentDispatches: 4 },
    timeoutSeconds: 60,
  },
  async (request) => {
    await untilDue(request.data, MAX_EARLY_MS);
    // A changed count reaches the home page's copy at its next build (one a second, however many ask).
    if ((await countReplies(request.data.postId)).written) await requestHomeBuild();
  },
);
