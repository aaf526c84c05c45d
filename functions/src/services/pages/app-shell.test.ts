import { afterEach, describe, expect, it } from "vitest";
import { shellPage, type PageShell } from "@village/shared";
import { appShell, forgetAppShells } from "./app-shell";

const URL_ = "https://village.example/pages/PostPage.shell.json";
const shell = (version: string): PageShell => ({
  head: "<!doctype html><html><head>",
  homePreload: "",
  title: `<title>${version}</title>`,
  siteTags: "",
  appScripts: "",
  beforeRoot: "</head><body>",
  root: ["<main>", "</main>"],
  afterRoot: ["", "</body></html>"],
  styleHashes: [],
});
const page = (version: string) => JSON.stringify(shell(version));

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

afterEach(forgetAppShells);

describe("appShell", () => {
  it("revalidates its copy on every call, and follows a new deploy at once", async () => {
    const state = { html: page("one"), etag: '"1"' };
    const { asked, fetcher } = hosting(state);
    expect(await appShell(URL_, fetcher)).toEqual(shell("one"));
    expect(await appShell(URL_, fetcher)).toEqual(shell("one"));
    Object.assign(state, { html: page("two"), etag: '"2"' });
    expect(shellPage(await appShell(URL_, fetcher))).toContain("<title>two</title>");
    expect(asked).toEqual([null, '"1"', '"1"']);
  });

  it("uses its last copy while the site cannot be reached, and throws with none", async () => {
    const state = { html: page("one"), etag: '"1"', down: true };
    const { fetcher } = hosting(state);
    await expect(appShell(URL_, fetcher)).rejects.toThrow("fetch failed");
    state.down = false;
    await appShell(URL_, fetcher);
    state.down = true;
    expect(await appShell(URL_, fetcher)).toEqual(shell("one"));
  });

  it("refuses an answer that is not a page's parts (a 404 page of another kind, an error, another shape)", async () => {
    const fetcher = (() => Promise.resolve(new Response("Not found", { status: 404 }))) as typeof fetch;
    await expect(appShell(URL_, fetcher)).rejects.toThrow("answered 404");
    const plain = (() => Promise.resolve(new Response("<html></html>", { status: 200 }))) as typeof fetch;
    await expect(appShell(URL_, plain)).rejects.toThrow(SyntaxError);
    const partial = JSON.stringify({ ...shell("one"), root: "<main></main>" });
    const older = (() => Promise.resolve(new Response(partial, { status: 200 }))) as typeof fetch;
    await expect(appShell(URL_, older)).rejects.toThrow(/root/);
  });

  it("keeps using its last copy when a new answer is not a page's parts", async () => {
    const state = { html: page("one"), etag: '"1"' };
    const { fetcher } = hosting(state);
    await appShell(URL_, fetcher);
    Object.assign(state, { html: "{}", etag: '"2"' });
    expect(await appShell(URL_, fetcher)).toEqual(shell("one"));
  });
});
