import { afterEach, describe, expect, it } from "vitest";
import { appHtml, forgetAppHtml } from "./app-html";

const URL_ = "https://village.example/pages/PostPage.html";
const page = (version: string) => `<html><head><title>${version}</title></head></html>`;

/** A fake Hosting: answers with `html` and its ETag, or 304 to a matching If-None-Match; records the asks. */
function hosting(state: { html: string; etag: string; down?: boolean }) {
  const asked: (string | null)[] = [];
  const fetcher = (_url: string | URL | Request, init?: RequestInit) => {
    const sent = new Headers(init?.headers).get("If-None-Match");
    asked.push(sent);
    if (state.down) return Promise.reject(new TypeError("fetch failed"));
    if (sent === state.etag) return Promise.resolve(new Response(null, { status: 304 }));
    return Promise.resolve(new Response(state.html, { status: 200, headers: { ETag: state.etag } }));
  };
  return { asked, fetcher };
}

afterEach(forgetAppHtml);

describe("appHtml", () => {
  it("revalidates its copy on every call, and follows a new deploy at once", async () => {
    const state = { html: page("one"), etag: '"1"' };
    const { asked, fetcher } = hosting(state);
    expect(await appHtml(URL_, fetcher)).toBe(page("one"));
    expect(await appHtml(URL_, fetcher)).toBe(page("one"));
    Object.assign(state, { html: page("two"), etag: '"2"' });
    expect(await appHtml(URL_, fetcher)).toBe(page("two"));
    expect(asked).toEqual([null, '"1"', '"1"']);
  });

  it("uses its last copy while the site cannot be reached, and throws with none", async () => {
    const state = { html: page("one"), etag: '"1"', down: true };
    const { fetcher } = hosting(state);
    await expect(appHtml(URL_, fetcher)).rejects.toThrow("fetch failed");
    state.down = false;
    await appHtml(URL_, fetcher);
    state.down = true;
    expect(await appHtml(URL_, fetcher)).toBe(page("one"));
  });

  it("refuses an answer that is not the app's HTML (a 404 page of another kind, an error)", async () => {
    const fetcher = (() => Promise.resolve(new Response("Not found", { status: 404 }))) as typeof fetch;
    await expect(appHtml(URL_, fetcher)).rejects.toThrow("answered 404");
    const plain = (() => Promise.resolve(new Response("plain", { status: 200 }))) as typeof fetch;
    await expect(appHtml(URL_, plain)).rejects.toThrow("not the app's HTML");
  });
});
