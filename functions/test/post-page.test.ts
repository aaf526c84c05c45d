// /p/{id} through Hosting's rewrite to the postPage function: the app's post page with the post's own link
// preview tags and (for readers without JavaScript) the whole post, escaped, cached at the CDN as briefly as
// /api/home; a post with no public document (unknown, hidden, deleted) is a removed post's page, 404 and
// noindex; a query string is a redirect to the bare path. The emulator never caches: this checks what the
// CDN is told (the headers) and what it would keep (the content).
import { randomUUID } from "node:crypto";
import { get, type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import {
  createAnonymousPost,
  HOME_CACHE_CONTROL,
  HOME_ENDPOINT,
  LISTED_REPLIES_COLLECTION,
  moderatePost,
  POSTS_COLLECTION,
  REPLIES_PAGE_SIZE,
  SUGGESTIONS_COLLECTION,
} from "@village/shared";
import { Timestamp } from "firebase-admin/firestore";
import { emulatorHosts, projectId, siteUrl } from "../../test/support/emulators";
import { POST_PAGE_CACHE_CONTROL } from "../src/http/post-page";
import { adminDb, call } from "./support/clients";
import { freshEmulatorsPerTest } from "./support/lifecycle";
import { listedPost, signInAsModerator } from "./support/moderation";
import { TRIGGER_WAIT } from "./support/trigger-wait";

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

/** GET `path` with only this Accept-Encoding (none when undefined): the body as it came, not decoded. */
function rawGet(path: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding };
    get(`${siteUrl}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    }).on("error", reject);
  });
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
    // Still the app: its root, drawn by its own components for the browser to take over (decision 0082), its
    // entry script and the post page's own chunk, for after the first paint.
    expect(html).toContain('<div id="root" data-rendered="post">');
    const later = /<template id="app-scripts">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? "";
    expect(later).toMatch(/<script type="module" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/);
    expect(later).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/PostPage-[^"]+\.js">/);
    // The whole post, escaped too, readable without JavaScript; its data for the app beside it.
    expect(html).toContain(
      `dir="auto">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#x27;quoted&#x27;</h1>`,
    );
    expect(html).toContain("Line one\n\nLine &lt;b&gt;two&lt;/b&gt; &amp; more");
    expect(html).toContain(`<script type="application/json" id="route-data">{"route":"post","data":{"postId":"${id}"`);
    // Its replies feed, announced in the head for feed readers and linked under the thread (decision 0121).
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain(
      `<link rel="alternate" type="application/atom+xml" title="Replies to ${escapedTitle}" href="/feed/replies/${id}" />`,
    );
    expect(html).toContain(`<a href="/feed/replies/${id}" type="application/atom+xml">Replies feed</a>`);
  });

  it("carries the thread's first page of replies, oldest first by time then id, in its markup and its data", async () => {
    const { id } = await call(client(), createAnonymousPost, { title: "A thread", text: "Talk here" });
    await published(id);
    const replies = adminDb().collection(POSTS_COLLECTION).doc(id).collection(LISTED_REPLIES_COLLECTION);
    const start = Date.now() - 600_000;
    const batch = adminDb().batch();
    // One more than a page, written newest first, two at each time (the id orders those), as the trigger lists them.
    for (let n = REPLIES_PAGE_SIZE; n >= 0; n--) {
      const replyId = `r${String(n).padStart(2, "0")}`;
      batch.set(replies.doc(replyId), {
        replyId,
        postId: id,
        text: `Reply <${n}>`,
        author: n === 1 ? "Post Author" : "Anonymous Heron",
        ...(n === 1 && { byPostAuthor: true }),
        createdAt: Timestamp.fromMillis(start + Math.floor(n / 2) * 1000),
      });
    }
    await batch.commit();

    const { response, html } = await open(`/p/${id}`);
    expect(response.status).toBe(200);
    // Drawn by the app's components (text escaped), the first page only, in the thread's order.
    const shown = [...html.matchAll(/Reply &lt;(\d+)&gt;/g)].map((match) => Number(match[1]));
    expect(shown).toEqual(Array.from({ length: REPLIES_PAGE_SIZE }, (_, n) => n));
    expect(html).toContain(`Replies (${REPLIES_PAGE_SIZE} shown)`);
    expect(html).toMatch(/Post Author<\/bdi> <span[^>]*>author<\/span>/);
    expect(html).toContain("Load more replies");
    // The same page in the route data the browser takes the markup over with: no read of its own.
    const data = /<script type="application\/json" id="route-data">(.*?)<\/script>/.exec(html)?.[1] ?? "{}";
    const carried = (JSON.parse(data) as { replies?: { replyId: string }[] }).replies ?? [];
    expect(carried.map((reply) => reply.replyId)).toEqual(shown.map((n) => `r${String(n).padStart(2, "0")}`));
  });

  it("is kept by the CDN no longer than /api/home, so a hidden post leaves both within the same seconds", () => {
    expect(POST_PAGE_CACHE_CONTROL).toBe(HOME_CACHE_CONTROL);
  });

  it.each(["/p/no-such-post", "/p/__name__", "/p/a/b", "/p/with%20space"])(
    "answers %s as a removed post: 404, noindex, the site's own tags, still the app",
    async (path) => {
      const { response, html } = await open(path);
      expect(response.status).toBe(404);
      expect(response.headers.get("cache-control")).toBe(POST_PAGE_CACHE_CONTROL);
      expect(response.headers.get("x-robots-tag")).toBe("noindex");
      expect(metas(html, "og:title")).toEqual(["Village"]);
      expect(metas(html, "robots")).toEqual(["noindex"]);
      expect(html).toContain("<title>Post not available · Village</title>");
      expect(html).toContain("<h1>This post is not available</h1>");
      expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/PostPage-[^"]+\.js">/);
    },
  );

  it("answers a post a moderator hid as removed: 404, no title, no excerpt, in the page and in /api/home", async () => {
    const title = `Hide me ${randomUUID()}`;
    const { id } = await listedPost(client(), title);
    const before = await open(`/p/${id}`);
    expect(before.response.status).toBe(200);
    expect(before.html).toContain(title);
    expect(await (await fetch(`${siteUrl}${HOME_ENDPOINT}`)).text()).toContain(title);

    const moderator = client();
    await signInAsModerator(moderator, `mod-${randomUUID()}@example.com`);
    await call(moderator, moderatePost, { postId: id, action: "hide", reason: "Spam" });

    // What the CDN would be handed from now on, and told to keep for at most its s-maxage.
    await vi.waitFor(async () => {
      const home = await fetch(`${siteUrl}${HOME_ENDPOINT}`);
      expect(home.headers.get("cache-control")).toBe(HOME_CACHE_CONTROL);
      expect(await home.text()).not.toContain(title);
    }, TRIGGER_WAIT);
    const { response, html } = await open(`/p/${id}`);
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe(POST_PAGE_CACHE_CONTROL);
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(html).not.toContain(title);
    expect(html).not.toContain("Some text");
    expect(metas(html, "robots")).toEqual(["noindex"]);
  });

  // String.replace reads $`, $&, $' and $1 in a replacement string as patterns: a title holding them spliced
  // the page's own <head> into the post page.
  it("writes a title holding $` $& $' $1 as it is, once, with one head", async () => {
    const title = "Costs $` and $& or $' and $1 $$";
    const { id } = await call(client(), createAnonymousPost, { title, text: "Price: $& $` $'" });
    await published(id);
    const { response, html } = await open(`/p/${id}`);
    expect(response.status).toBe(200);
    const escaped = "Costs $` and $&amp; or $&#39; and $1 $$";
    expect(metas(html, "og:title")).toEqual([escaped]);
    expect(metas(html, "og:description")).toEqual(["Price: $&amp; $` $&#39;"]);
    expect(html).toContain(`<title>${escaped} · Village</title>`);
    expect(html).toContain(`dir="auto">Costs $\` and $&amp; or $&#x27; and $1 $$</h1>`);
    for (const tag of ["<head>", "</head>", "<body>", "<title>", "</h1>", '<div id="root"', "route-data"]) {
      expect(html.split(tag), tag).toHaveLength(2);
    }
  });

  it("sends any query string to the bare path (one cached answer per post), reading nothing", async () => {
    // (A bare "?" is a query too, and the function redirects it (unit test); Hosting's emulator drops it.)
    for (const path of ["/p/some-post?utm_source=chat", "/p/some-post?a=1&b=2", `/p/some-post?x=${randomUUID()}`]) {
      const response = await fetch(`${siteUrl}${path}`, { redirect: "manual" });
      expect(response.status, path).toBe(301);
      expect(new URL(response.headers.get("location") ?? "", siteUrl).href).toBe(`${siteUrl}/p/some-post`);
      expect(response.headers.get("cache-control")).toBe(POST_PAGE_CACHE_CONTROL);
    }
  });

  it("answers another spelling of a post's path with one 301 to /p/{id}, reading nothing", async () => {
    // Before, `/p/{id}/` and a percent-encoded id answered the post itself: each a CDN key, a run and a read.
    const { id } = await call(client(), createAnonymousPost, { title: "One address" });
    const encoded = `%${id.charCodeAt(0).toString(16).toUpperCase()}${id.slice(1)}`;
    // Through Hosting, and (for the encoding, which the Hosting emulator would re-encode) to the function as
    // written, as a caller that skips Hosting sends it.
    const functionUrl = `http://${emulatorHosts.functions}/${projectId}/us-central1/postPage`;
    for (const url of [`${siteUrl}/p/${id}/`, `${functionUrl}/p/${encoded}`, `${functionUrl}/p/${encoded}/?utm=x`]) {
      const response = await fetch(url, { redirect: "manual" });
      expect(response.status, url).toBe(301);
      expect(response.headers.get("location"), url).toBe(`/p/${id}`);
      expect(response.headers.get("cache-control"), url).toBe(POST_PAGE_CACHE_CONTROL);
    }
    // More segments name no post: the removed post's page, without a read.
    expect((await open(`/p/${id}/extra`)).response.status).toBe(404);
  });

  it("answers an id no post can have, and a post never made public, as removed", async () => {
    // An id longer than any post's is answered from its shape alone, without a read.
    const malformed = await open(`/p/${"x".repeat(200)}`);
    expect(malformed.response.status).toBe(404);
    // The suggestion exists but was never made public: its page is a removed post's (nothing private leaks).
    await adminDb().collection(SUGGESTIONS_COLLECTION).doc("private-only").set({ title: "Private", hidden: true });
    const unpublished = await open("/p/private-only");
    expect(unpublished.response.status).toBe(404);
    expect(unpublished.html).not.toContain("Private");
  });

  // Raw HTTP, as a browser's request reaches it: fetch would ask for every coding and undo them itself.
  it("sends the page compressed for the browser that asked, and says it varies by that", async () => {
    // A removed post's page: every answer of the function is written the same way, and it needs no post.
    const plain = await rawGet("/p/no-such-post");
    expect(plain.status).toBe(404);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    const page = plain.body.toString("utf8");
    expect(page).toContain("<h1>This post is not available</h1>");
    for (const [accept, encoding, decompress] of [
      ["gzip, deflate, br, zstd", "br", brotliDecompressSync],
      ["gzip", "gzip", gunzipSync],
    ] as const) {
      const { status, headers, body } = await rawGet("/p/no-such-post", accept);
      expect(status, accept).toBe(404);
      expect(headers["content-encoding"], accept).toBe(encoding);
      expect(headers.vary, accept).toMatch(/Accept-Encoding/i);
      expect(decompress(body).toString("utf8"), accept).toBe(page);
      expect(body.length, accept).toBeLessThan(page.length / 2);
    }
  });

  it("refuses other methods than GET and HEAD", async () => {
    const { response } = await open("/p/anything", { method: "POST", body: "x" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });
});
