// `/api/newest`, through the Hosting emulator as the page calls it (same origin). The emulator never caches,
// so this checks what the CDN is told (the headers), not CDN hits.
import { describe, expect, it, vi } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import {
  newestAnswer,
  NEWEST_CACHE_CONTROL,
  NEWEST_ENDPOINT,
  SUGGESTIONS_COLLECTION,
  type NewestAnswer,
} from "@village/shared";
import { siteUrl } from "../../test/support/emulators";
import { adminDb } from "./support/clients";
import { askWithoutHomeDocument } from "./support/home-document";
import { freshEmulatorsPerTest } from "./support/lifecycle";

freshEmulatorsPerTest();

async function ask(): Promise<{ response: Response; answer: NewestAnswer }> {
  const response = await fetch(`${siteUrl}${NEWEST_ENDPOINT}`);
  return { response, answer: newestAnswer.parse(await response.json()) };
}

describe("/api/newest (the newestPost function behind Hosting)", () => {
  it("answers an empty board with nulls and a cacheable 200, never a 404", async () => {
    const { response, answer } = await askWithoutHomeDocument(ask);
    expect(response.status).toBe(200);
    expect(answer).toEqual({ newest: null, total: null });
    expect(response.headers.get("cache-control")).toBe(NEWEST_CACHE_CONTROL);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  });

  it("names the newest listed post and the count once the home document has them", async () => {
    const posts = adminDb().collection(SUGGESTIONS_COLLECTION);
    await posts.doc("older").set({ title: "Older", createdAt: Timestamp.fromMillis(Date.UTC(2026, 0, 1)) });
    await posts.doc("newer").set({ title: "Newer", createdAt: Timestamp.fromMillis(Date.UTC(2026, 0, 2)) });
    // With the page's times: the newest's, and how much older each post is (a tab counts what is new from them).
    const at = Date.UTC(2026, 0, 2);
    const expected = { newest: "newer", total: 2, at, before: [0, 86_400_000] };
    await vi.waitFor(async () => expect((await ask()).answer).toEqual(expected), { timeout: 15_000, interval: 200 });
    const { response } = await ask();
    expect(response.headers.get("cache-control")).toMatch(/^public, max-age=\d+, s-maxage=\d+$/);
  });

  it("sends any query string to the bare path, with the path's cache header, reading nothing", async () => {
    // (A bare "?" is a query too, and the function redirects it (unit test); Hosting's emulator drops it.)
    for (const query of ["?t=1", "?utm_source=chat&fbclid=x", `?bust=${Date.now()}`]) {
      const response = await fetch(`${siteUrl}${NEWEST_ENDPOINT}${query}`, { redirect: "manual" });
      expect(response.status, query).toBe(301);
      expect(new URL(response.headers.get("location") ?? "", siteUrl).href).toBe(`${siteUrl}${NEWEST_ENDPOINT}`);
      expect(response.headers.get("cache-control")).toBe(NEWEST_CACHE_CONTROL);
    }
  });

  it("refuses other methods (which no CDN caches) with a 405", async () => {
    const response = await fetch(`${siteUrl}${NEWEST_ENDPOINT}`, { method: "POST" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });
});
