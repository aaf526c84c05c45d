// How the callables are declared: what a deployment gives them (secrets) and what they refuse before any work.
import { describe, expect, it } from "vitest";
import type { CallableRequest } from "firebase-functions/v2/https";
import { SIGN_IN_TO_SUGGEST_MESSAGE } from "@village/shared";
import { homeHtml, postPage, repliesFeed, searchPage, syncPostOnWrite, syncReplyOnWrite } from "./index";
import { createAnonymousPost } from "./callables/create-anonymous-post";
import { createReply } from "./callables/create-reply";
import { createSuggestion } from "./callables/create-suggestion";
import { deletePost } from "./callables/delete-post";
import { moderatePost } from "./callables/moderate-post";
import { moderationQueue } from "./callables/moderation-queue";
import { markReplyNotices } from "./callables/mark-reply-notices";
import { myPost } from "./callables/my-post";
import { myReplyNotices } from "./callables/my-reply-notices";
import { myReports } from "./callables/my-reports";
import { mySuspension } from "./callables/my-suspension";
import { reportPost } from "./callables/report-post";
import { REPLAYED_REQUEST_MESSAGE } from "./lib/callable";

const requestId = "7f1c2a9e-3b4d-4c5e-8f60-112233445566";

/** A call as the SDK hands it to the handler, with an App Check token an earlier call already consumed. */
function replayedCall(data: unknown): CallableRequest<unknown> {
  return {
    data,
    app: {
      appId: "web-app",
      token: { app_id: "web-app", iss: "", sub: "web-app", aud: [], exp: 0, iat: 0 },
      alreadyConsumed: true,
    },
    // Never read: the refusals come first. An Express request has no public constructor to build one with.
    // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment
    rawRequest: { headers: {} } as CallableRequest["rawRequest"],
    acceptsStreaming: false,
  };
}

describe("the callables", () => {
  it("deploy with the shared options: one region, 256 MiB, at most 10 instances", () => {
    for (const fn of [
      createSuggestion,
      createAnonymousPost,
      createReply,
      reportPost,
      moderatePost,
      moderationQueue,
      myReports,
      deletePost,
      syncPostOnWrite,
      syncReplyOnWrite,
    ]) {
      expect(fn.__endpoint.region).toEqual(["us-central1"]);
      expect(fn.__endpoint.availableMemoryMb).toBe(256);
      expect(fn.__endpoint.maxInstances).toBe(10);
    }
  });

  it("can read ADDRESS_HASH_KEY when deployed: each lists it among its secrets", () => {
    // BROWSER_HASH_KEY too: a suspension is also looked up by the hashes of the account's e-mail and
    // providers (decision 0089).
    for (const callable of [createSuggestion, reportPost]) {
      expect(callable.__endpoint.secretEnvironmentVariables).toEqual([
        { key: "ADDRESS_HASH_KEY" },
        { key: "BROWSER_HASH_KEY" },
        { key: "POST_ID_KEY" },
      ]);
    }
  });

  it("lets / read ADDRESS_HASH_KEY, as /api/search does: a shared search link spends the same allowance", () => {
    for (const page of [homeHtml, searchPage])
      expect(page.__endpoint.secretEnvironmentVariables).toEqual([{ key: "ADDRESS_HASH_KEY" }]);
  });

  it("lets the callables that compute the caller's anonymous author key read BROWSER_HASH_KEY", () => {
    // createReply also keys the thread's names and its reply ids with them.
    for (const callable of [createAnonymousPost, createReply]) {
      expect(callable.__endpoint.secretEnvironmentVariables).toEqual([
        { key: "ADDRESS_HASH_KEY" },
        { key: "BROWSER_HASH_KEY" },
        { key: "POST_ID_KEY" },
      ]);
    }
    // Deleting one's own anonymous post, hearing what became of it, marking its replies seen: the caller's key
    // and the post id's.
    for (const callable of [deletePost, myPost, markReplyNotices]) {
      expect(callable.__endpoint.secretEnvironmentVariables).toEqual([
        { key: "BROWSER_HASH_KEY" },
        { key: "POST_ID_KEY" },
      ]);
    }
    for (const callable of [mySuspension, myReplyNotices]) {
      expect(callable.__endpoint.secretEnvironmentVariables).toEqual([{ key: "BROWSER_HASH_KEY" }]);
    }
  });

  it("lets the functions that mint post ids or take one from a caller read POST_ID_KEY (decision 0061)", () => {
    expect(postPage.__endpoint.secretEnvironmentVariables).toEqual([{ key: "POST_ID_KEY" }]);
    expect(repliesFeed.__endpoint.secretEnvironmentVariables).toEqual([{ key: "POST_ID_KEY" }]);
    // Moderators' actions take ids too, but only a moderator can send one: they read the post as before. A
    // suspension binds the hashes of the account's e-mail and providers, under BROWSER_HASH_KEY (decision 0089).
    expect(moderatePost.__endpoint.secretEnvironmentVariables ?? []).toEqual([{ key: "BROWSER_HASH_KEY" }]);
  });

  it("refuse an anonymous post or a reply whose App Check token was already used, before anything else", async () => {
    await expect(createAnonymousPost.run(replayedCall({ text: "Again", requestId }))).rejects.toMatchObject({
      code: "unauthenticated",
      message: REPLAYED_REQUEST_MESSAGE,
    });
    await expect(createReply.run(replayedCall({ postId: "p1", text: "Again", requestId }))).rejects.toMatchObject({
      code: "unauthenticated",
      message: REPLAYED_REQUEST_MESSAGE,
    });
  });

  it("leave replay protection off for suggestions, whose client keeps its regular token", async () => {
    await expect(createSuggestion.run(replayedCall({ title: "t", details: "d", requestId }))).rejects.toMatchObject({
      code: "unauthenticated",
      message: SIGN_IN_TO_SUGGEST_MESSAGE,
    });
  });
});
