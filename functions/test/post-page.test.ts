// /p/{id} through Hosting's rewrite to the postPage function: the app's post page with the post's own link
// preview tags, escaped, cached at the CDN; an unknown post gets the app's page with the site's tags, 200.
import { describe, expect, it, vi } from "vitest";
import { createAnonymousPost, POSTS_COLLECTION } from "@village/shared";
import { siteUrl } from "../../test/support/emulators";
import { POST_PAGE_CACHE_CONTROL } from "../src/http/post-page";
import { adminDb, call } from "./support/clients";
import { freshEmulatorsPerTest } from "./support/lifecycle";

const client = freshEmulatorsPerTest();

/** Every `<meta>` with this property or name: its content, as written (escaped). */
function metas(html: string, key: string): string[] {
  return [...html.matchAll(/<meta\s+(?:property|name)="([^"]+)"\s+content="([^"]*)"/g)]
    .filter((match) => match[1] === key)
    .map((match) => match[2] ?? "");
}

async function open(path: string, init?: RequestInit) {
  const response = await fetch(`${siteUrl}${path}`, init);
  return { response, html: await response.text() };
}

/** Waits until the trigger has published the post's public document. */
async function published(id: string) {
  await vi.waitFor(
    async () => {
      expect((await adminDb().collection(POSTS_COLLECTION).doc(id).get()).exists).toBe(true);
    },
    { timeout: 20_000, interval: 200 },
  );
}

describe("/p/{id} (the postPage function, behind Hosting)", () => {
  it("serves the app's post page with the post's title and text in its preview tags, escaped and cached", async () => {
    const title = `<script>alert("x")</script> & 'quoted'`;
    const { id } = await call(client(), createAnonymousPost, { title, text: "Line one\n\nLine <b>two</b> & more" });
    await published(id);

    const { response, html } = await open(`/p/${id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("cache-control")).toBe(POST_PAGE_CACHE_CONTROL);
    expect(POST_PAGE_CACHE_CONTROL).toMatch(/^public, max-age=\d+, s-maxage=\d+$/);
    expect(html).not.toContain("<script>alert");
    const escapedTitle = "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quoted&#39;";
    expect(metas(html, "og:title")).toEqual([escapedTitle]);
    expect(metas(html, "twitter:title")).toEqual([escapedTitle]);
    expect(metas(html, "og:description")).toEqual(["Line one Line &lt;b&gt;two&lt;/b&gt; &amp; more"]);
    expect(metas(html, "og:url")).toEqual([`${siteUrl}/p/${id}`]);
    expect(html).toContain(`<title>${escapedTitle} · Village</title>`);
    // Still the app: its root, its entry script and the post page's own chunk.
    expect(html).toContain('<div id="root">');
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/);
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/PostPage-[^"]+\.js">/);
  });

  it.each(["/p/no-such-post", "/p/__name__", "/p/a/b", "/p/with%20space"])(
    "answers %s with the app's page and the site's own tags, 200, never a 404",
    async (path) => {
      const { response, html } = await open(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe(POST_PAGE_CACHE_CONTROL);
      expect(metas(html, "og:title")).toEqual(["Village"]);
      expect(html).toContain("<title>Village</title>");
      expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/PostPage-[^"]+\.js">/);
    },
  );

  it("refuses other methods than GET and HEAD", async () => {
    const { response } = await open("/p/anything", { method: "POST", body: "x" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });
});
