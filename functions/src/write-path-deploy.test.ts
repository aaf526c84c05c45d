// How the write path's functions deploy: the options docs/decisions/0017 relies on.
import { describe, expect, it } from "vitest";
import { HOME_BUILDER } from "./services/projection/home-build-queue";
import * as deployed from "./index";
import { buildHomeTask, rebuildHome } from "./triggers/build-home";
import { syncPostOnWrite } from "./triggers/sync-post";

describe("the home builder and the post trigger", () => {
  it("build one at a time, retried, by a queue that can catch up (two dispatches a second)", () => {
    expect(buildHomeTask.__endpoint.taskQueueTrigger).toMatchObject({
      rateLimits: { maxDispatchesPerSecond: 2, maxConcurrentDispatches: 1 },
      retryConfig: { maxAttempts: 5 },
    });
    expect(rebuildHome.__endpoint.scheduleTrigger).toMatchObject({ schedule: "every 1 minutes" });
  });

  it("deploy the task queue under the name the trigger enqueues to", () => {
    expect(deployed[HOME_BUILDER]).toBe(buildHomeTask);
  });

  it("retry the post trigger on any failure, many events at a time per instance", () => {
    expect(syncPostOnWrite.__endpoint.eventTrigger?.retry).toBe(true);
    expect(syncPostOnWrite.__endpoint.concurrency).toBeGreaterThan(1);
  });
});
