import { onTaskDispatched } from "firebase-functions/v2/tasks";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { buildHome } from "../services/projection/home-builder.js";
import type { HomeBuildTask } from "../services/projection/home-build-queue.js";
import { SECOND_TASK_RETRY, untilDue } from "../lib/second-tasks.js";

// Longest a task waits for its second to end (lib/second-tasks.ts): a build must not read before its second's
// posts are in.
const MAX_EARLY_MS = 2_000;

/**
 * Builds the home document about once a second: tasks are named per second (services/projection/home-build-queue.ts)
 * and dispatched one at a time. The queue may dispatch two a second so that it catches up after a slow or
 * retried build (at one a second, with one task arriving a second, it never would); a task whose second an
 * earlier build covered writes nothing, so the home document still takes at most one write a second on
 * average (docs/decisions/0069, 0084). A failed build is retried, and any later build heals it anyway.
 */
export const buildHomeTask = onTaskDispatched<HomeBuildTask>(
  {
    retryConfig: SECOND_TASK_RETRY,
    rateLimits: { maxDispatchesPerSecond: 2, maxConcurrentDispatches: 1 },
    timeoutSeconds: 60,
  },
  async (request) => {
    await untilDue(request.data, MAX_EARLY_MS);
    // A build that read after this task's second ended has it already (a queue catching up): nothing to do.
    await buildHome(undefined, request.data.notBefore);
  },
);

/** The safety run: rebuilds the home document from the source of truth whatever became of the tasks. */
export const rebuildHome = onSchedule({ schedule: "every 1 minutes", retryCount: 0, timeoutSeconds: 60 }, async () => {
  await buildHome();
});
