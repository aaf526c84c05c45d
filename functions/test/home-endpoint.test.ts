// `/api/home`, through the Hosting emulator as the page's preload asks it (same origin). The emulator never
// caches, so this checks what the CDN is told (the headers), not CDN hits.
import { describe, expect, it, vi } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import {
  HOME_CACHE_CONTROL,
  HOME_ENDPOINT,
  homeAnswer,
  NEWEST_POSTS_FIELD,
  SUGGESTIONS_COLLECTION,
  type HomeAnswer,
} from "@village/shared";
import { siteUrl } from "../../test/support/emulators";
import { adminDb } from "./support/clients";
import { askWithHomeDocument, askWithoutHomeDocument } from "./support/home-document";
import { freshEmulatorsPerTest } from "./support/lifecycle";

freshEmulatorsPerTest();

async function ask(): Promise<{ response: Response; answer: HomeAnswer }> {
  const response = await fetch(`${siteUrl}${HOME_ENDPOINT}`);
  return { response, answer: homeAnswer.parse(await response.json()) };
}

describe("/api/home (the homePage function behind Hosting)", () => {
  it("sends any query string to the bare path, with the path's cache header, reading nothing", async () => {
    // (A bare "?" is a query too, and the function redirects it (unit test); Hosting's emulator drops it.)
    for (const query of ["?t=1", "?utm_source=chat&fbclid=x", `?bust=${Date.now()}`]) {
      const response = await fetch(`${siteUrl}${HOME_ENDPOINT}${query}`, { redirect: "manual" });
      expect(response.status, query).toBe(301);
      expect(new URL(response.headers.get("location") ?? "", siteUrl).href).toBe(`${siteUrl}${HOME_ENDPOINT}`);
      expect(response.headers.get("cache-control")).toBe(HOME_CACHE_CONTROL);
    }
  });

  it("answers a board with no home document yet with an empty, cacheable 200, never a 404", async () => {
    const { response, answer } = await askWithoutHomeDocument(ask);
    expect(response.status).toBe(200);
    expect(answer).toEqual({ total: null, posts: [] });
    expect(response.headers.get("cache-control")).toBe(HOME_CACHE_CONTROL);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  });

  it("answers the count and the newest page, newest first, each time to the nanosecond, nothing private", async () => {
    const posts = adminDb().collection(SUGGESTIONS_COLLECTION);
    await posts.doc("older").set({
      title: "Older",
      "suggestion details": "Some details",
      author: "Ann",
      authorUid: "account-1",
      createdAt: new Timestamp(1_767_225_600, 123_456_000),
    });
    await posts
      .doc("newer")
      .set({ title: "Newer", authorUid: "account-2", createdAt: Timestamp.fromMillis(Date.UTC(2026, 0, 2)) });
    await vi.waitFor(async () => expect((await ask()).answer.total).toBe(2), { timeout: 15_000, interval: 200 });
    const { response, answer } = await ask();
    expect(answer.posts.map((post) => post.postId)).toEqual(["newer", "older"]);
    expect(answer.posts[1]).toEqual({
      postId: "older",
      title: "Older",
      details: "Some details",
      author: "Ann",
      createdAt: "2026-01-01T00:00:00.123456000Z",
    });
    expect(JSON.stringify(answer)).not.toContain("account-");
    expect(response.headers.get("cache-control")).toMatch(/^public, max-age=\d+, s-maxage=\d+$/);
  });

  it("answers a home document the contract refuses with a 503, not a 404 nor a page the app cannot read", async () => {
    const response = await askWithHomeDocument({ posts: -3, [NEWEST_POSTS_FIELD]: [] }, () =>
      fetch(`${siteUrl}${HOME_ENDPOINT}`),
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: "Unavailable right now." });
    // The function says `no-store`, but Hosting's header rule for the path (firebase.json: the last matching
    // rule wins) replaces it, as for /api/newest; docs/decisions/0019 says why that is harmless.
    expect(response.headers.get("cache-control")).toBe(HOME_CACHE_CONTROL);
  });

  it("refuses other methods (which no CDN caches) with a 405", async () => {
    const response = await fetch(`${siteUrl}${HOME_ENDPOINT}`, { method: "POST" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });
});
