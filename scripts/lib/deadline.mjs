// A deadline for a whole `npm test`. CI stops a run at 90 minutes and then shows no verdict at all; a run
// that hangs (a step waiting on something that will never come) should instead end itself well before, say
// which steps were still running, and leave no process behind (docs/decisions/0114).
import { signalDescendants } from "./process-tree.mjs";

/** The default, in minutes: about three times a full run on the 2-core machines (docs/decisions/0112). */
export const DEFAULT_DEADLINE_MINUTES = 60;

/** The deadline `VILLAGE_TEST_DEADLINE_MINUTES` sets (a positive number), else the default, in ms. */
export function deadlineMs(env = process.env) {
  const minutes = Number(env.VILLAGE_TEST_DEADLINE_MINUTES);
  return (Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_DEADLINE_MINUTES) * 60_000;
}

/**
 * Once `ms` have passed, prints what `running()` names, kills every process this one started (and theirs),
 * and exits with 1. The timer does not keep the process alive on its own.
 * @param {number} ms
 * @param {() => string[]} running the steps still running
 */
export function armDeadline(ms, running) {
  const timer = setTimeout(async () => {
    const steps = running();
    console.error(
      `\n✗ npm test passed its deadline of ${ms / 60_000} minutes with ${steps.length ? steps.join(", ") : "no step"} ` +
        "still running: stopped it (VILLAGE_TEST_DEADLINE_MINUTES sets the deadline).",
    );
    await signalDescendants(process.pid, "SIGKILL");
    process.exit(1);
  }, ms);
  timer.unref();
  return timer;
}
