// Asks for a home build: one task per clock second, named for it, so that however many posts change in a
// second, their requests collapse into one build that runs once the second is over (docs/decisions/0017). The
// once-a-second scheduling is lib/second-tasks.ts's, shared with the reply count (0118).
import { secondTaskId, secondTaskQueue, taskSecond, type SecondTask } from "../../lib/second-tasks.js";

/** The task-queue function that builds the home document (triggers/build-home.ts exports it by this name). */
export const HOME_BUILDER = "buildHome";

/** What a build task carries: when its second is over (the emulator runs tasks before their scheduleTime). */
export type HomeBuildTask = SecondTask;

/**
 * The task's name for the clock second `second`: one for every request in that second, hash-led so that
 * consecutive seconds' names are not sequential (docs/decisions/0047); the second stays in it for the logs.
 */
export const homeBuildTaskId = (second: number): string => secondTaskId("home-build", "home", second);

const homeBuilds = secondTaskQueue<HomeBuildTask>(HOME_BUILDER);

/**
 * Enqueues the build for the second `now` falls in, due when it ends; a second request in the same second
 * finds the task there and changes nothing, and an instance that knows its task is there asks nothing (under
 * load, one enqueue a second instead of one a post). A failure to enqueue is thrown (the caller's trigger
 * retries), and a retry asks again: only a task known to be there is skipped.
 */
export async function requestHomeBuild(now: number = Date.now()): Promise<void> {
  const second = taskSecond(now);
  await homeBuilds("home", second, homeBuildTaskId(second), {});
}
