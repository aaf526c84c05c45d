// How the write path's functions deploy: the options docs/decisions/0017 relies on.
import { describe, expect, it } from "vitest";
import { HOME_BUILDER } from "./services/projection/home-build-queue";
import * as deployed from "./index";
import { buildHomeTask, rebuildHome } from "./triggers/build-home";
import { syncPostOnWrite } from "./triggers/sync-post";
import { syncReplyOnWrite } from "./triggers/sync-reply";

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

  it("retry the reply trigger the same way, deployed from the index, on every reply of every post", () => {
    expect(deployed.syncReplyOnWrite).toBe(syncReplyOnWrite);
    expect(syncReplyOnWrite.__endpoint.eventTrigger?.retry).toBe(true);
    expect(syncReplyOnWrite.__endpoint.concurrency).toBeGreaterThan(1);
    expect(syncReplyOnWrite.__endpoint.eventTrigger?.eventFilterPathPatterns).toEqual({
      document: "suggestions/{postId}/replies/{replyId}",
    });
  });
});
