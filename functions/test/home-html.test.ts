// `/`, the homeHtml function behind Hosting (docs/decisions/0042, 0043): the first page rendered into the
// app's shell, cached as `/api/home` is; the shell itself whenever the home document cannot be had. The
// emulator never caches, so this checks what the CDN is told (the headers), not CDN hits.
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import { HOME_CACHE_CONTROL, HOME_DOCUMENT, NEWEST_POSTS_FIELD, SUGGESTIONS_COLLECTION } from "@village/shared";
import { siteUrl } from "../../test/support/emulators";
import { adminDb } from "./support/clients";
import { askWithHomeDocument, askWithoutHomeDocument } from "./support/home-document";
import { freshEmulatorsPerTest } from "./support/lifecycle";

freshEmulatorsPerTest();

/** The "long posts" (scripts/lighthouse/run.mjs writes the same): a long title, a story of 860 characters. */
const LONG_STORY = "A long post about the village green, the market and the choir, told at some length. ".repeat(10);

async function home(path = "/") {
  const response = await fetch(`${siteUrl}${path}`);
  return { response, html: await response.text(), kind: response.headers.get("x-village-home") };
}

async function seed(count: number, fields: (index: number) => Record<string, unknown>) {
  const batch = adminDb().batch();
  for (let index = 0; index < count; index++) {
    batch.set(
      adminDb()
        .collection(SUGGESTIONS_COLLECTION)
        .doc(`post-${String(index).padStart(2, "0")}`),
      {
        authorUid: `account-${index}`,
        createdAt: Timestamp.fromMillis(Date.UTC(2026, 10, 25, 12) - index * 3_600_000),
        ...fields(index),
      },
    );
  }
  await batch.commit();
  await vi.waitFor(async () => expect((await home()).html).toContain(`${count}<!-- --> result(s)`), {
    timeout: 20_000,
    interval: 250,
  });
}

describe("/ (the homeHtml function behind Hosting)", () => {
  it("renders the newest page, the count and the banner into the shell, cached as /api/home is", async () => {
    await seed(2, (index) => ({ title: `Post ${index}`, "suggestion details": `Details ${index}`, author: "Ann" }));
    const { response, html, kind } = await home();
    expect(response.status).toBe(200);
    expect(kind).toBe("rendered");
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("cache-control")).toBe(HOME_CACHE_CONTROL);
    expect(html).toContain('<div id="root" data-rendered="home">');
    expect(html).toContain("Suggestions, ideas and stories from our village, newest first.");
    expect(html).toMatch(
      /Post 0<\/a><\/h2>[\s\S]*Details 0[\s\S]*by <bdi>Ann<\/bdi> • (?:<!-- -->)?Posted on(?:<!-- -->)? <time[^>]*>November 25, 2026 at \d{1,2}:\d{2} [AP]M UTC</,
    );
    expect(html).toContain('<script type="application/json" id="route-data">{"route":"home","data":{"total":2,');
    // Nothing private, and the page does not ask for its first page again.
    expect(html).not.toContain("account-");
    expect(html).not.toContain('rel="preload" href="/api/home"');
  });

  it("sends its policy with its inline stylesheet allowed by hash, and nothing inline otherwise", async () => {
    const { response, html } = await home();
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? "");
    expect(styles).toHaveLength(1);
    const hash = createHash("sha256")
      .update(styles[0] ?? "", "utf8")
      .digest("base64");
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toContain(`style-src 'self' 'sha256-${hash}';`);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    // One inline script, the head's, allowed by its hash (scripts/lib/csp.mjs); else only data, which no policy runs.
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? "");
    expect(scripts).toHaveLength(1);
    const scriptHash = createHash("sha256")
      .update(scripts[0] ?? "", "utf8")
      .digest("base64");
    expect(policy).toContain(`'sha256-${scriptHash}'`);
  });

  it("sends the shell when there is no home document yet", async () => {
    const { response, html, kind } = await askWithoutHomeDocument(() => home());
    expect(response.status).toBe(200);
    expect(kind).toBe("shell");
    expect(html).toContain("skeleton-item");
    expect(html).toContain('rel="preload" href="/api/home"');
  });

  it("sends the shell, not an error, when the home document cannot be read as an answer", async () => {
    const { response, html, kind } = await askWithHomeDocument({ posts: -3, [NEWEST_POSTS_FIELD]: [] }, () => home());
    expect(response.status).toBe(200);
    expect(kind).toBe("shell");
    expect(html).not.toContain("data-rendered");
    // The function says `no-store`; Hosting's rule for `/` replaces it (firebase.json: the last matching rule
    // wins), as for /api/home: a shell kept 5 s costs only the app's own read (docs/decisions/0043).
    expect(response.headers.get("cache-control")).toBe(HOME_CACHE_CONTROL);
    // And the next request, once the document is right again, is rendered: nothing was kept.
    await adminDb().doc(HOME_DOCUMENT).delete();
  });

  it("renders a shared search's first page into the first response, through /api/search's service", async () => {
    await seed(2, (index) => ({ title: index === 0 ? "Findable green" : "Something else" }));
    const { response, kind, html } = await home("/?q=Findable");
    expect(response.status).toBe(200);
    expect(kind).toBe("rendered");
    expect(response.headers.get("cache-control")).toBe(HOME_CACHE_CONTROL);
    expect(html).toContain('<div id="root" data-rendered="search">');
    expect(html).toContain("Findable green");
    expect(html).not.toContain("Something else");
    // The search box holds the term as typed, as the app draws it, and the page carries what it was drawn from.
    expect(html).toMatch(/<input[^>]*id="site-search"[^>]*value="Findable"/);
    expect(html).toContain('<script type="application/json" id="route-data">{"route":"search","term":"Findable",');
    // The first page of the board goes unused: no preload of it.
    expect(html).not.toContain('rel="preload" href="/api/home"');
    // A term the endpoint refuses (too long) is the shell, as before: its app says so.
    const long = await home(`/?q=${"a".repeat(201)}`);
    expect(long.kind).toBe("shell");
  });

  it("links the list to older posts, renders them from the link, and refuses a cursor that names no place", async () => {
    await seed(27, (index) => ({ title: `Post ${String(index).padStart(2, "0")}` }));
    const first = await home();
    // Without JavaScript, Load more is this link (in a <noscript>): after the 25th post.
    const link = /<a href="(\/\?before=[^"]+)">Older posts<\/a>/.exec(first.html)?.[1]?.replaceAll("&amp;", "&");
    expect(link).toMatch(/^\/\?before=2026-11-24T12%3A00%3A00\.000000000Z%2Fpost-24$/);
    const older = await home(link);
    expect(older.response.status).toBe(200);
    expect(older.kind).toBe("rendered");
    expect(older.response.headers.get("cache-control")).toBe(HOME_CACHE_CONTROL);
    expect(older.html).toContain("Post 25");
    expect(older.html).toContain("Post 26");
    expect(older.html).not.toContain("Post 24");
    expect(older.html).toContain("27<!-- --> result(s)");
    expect(older.html).toContain('"before":"2026-11-24T12:00:00.000000000Z/post-24"');
    // The end of the list: no further link.
    expect(older.html).not.toContain("Older posts</a>");
    expect(older.html).not.toContain('rel="preload" href="/api/home"');

    for (const cursor of ["nonsense", "2026-11-24T12:00:00Z%2Fpost-24", "2026-13-45T12:00:00.000000000Z%2Fx"]) {
      const refused = await fetch(`${siteUrl}/?before=${cursor}`, { redirect: "manual" });
      expect(refused.status, cursor).toBe(400);
      expect(refused.headers.get("cache-control"), cursor).toBe(HOME_CACHE_CONTROL);
      expect(refused.headers.get("content-type"), cursor).toMatch(/^text\/html/);
      const page = await refused.text();
      expect(page, cursor).toContain("<h1>This link to older posts does not work</h1>");
      expect(page, cursor).toContain('<a href="/">See the newest posts</a>');
    }
  });

  it("sends any other query to its one spelling (/, /?q=<term> or /?before=<cursor>), reading nothing", async () => {
    // Before, each of these was a new CDN key the function rendered afresh, reading the home document.
    const cases: [string, string][] = [
      ["/?utm_source=chat", "/"],
      [`/?x=${Date.now()}`, "/"],
      ["/?q=", "/"],
      ["/?q=+++", "/"],
      ["/?q=Bench&utm_source=chat", "/?q=Bench"],
      ["/?utm_source=chat&q=Bench", "/?q=Bench"],
      ["/?q=++Bench+++river+", "/?q=Bench+river"],
      ["/?q=Bench&q=other", "/?q=Bench"],
      ["/?before=", "/"],
      ["/?q=Bench&before=x%2Fy", "/?q=Bench"],
      ["/?before=x%2Fy&utm_source=chat", "/?before=x%2Fy"],
    ];
    for (const [path, location] of cases) {
      const response = await fetch(`${siteUrl}${path}`, { redirect: "manual" });
      expect(response.status, path).toBe(301);
      expect(response.headers.get("location"), path).toBe(location);
      expect(response.headers.get("cache-control"), path).toBe(HOME_CACHE_CONTROL);
      expect(await response.text(), path).toBe("");
    }
    // The shareable search link keeps working, the term as typed (the search box shows it), rendered.
    const link = await fetch(`${siteUrl}/?q=Bench+river`, { redirect: "manual" });
    expect(link.status).toBe(200);
    expect(link.headers.get("x-village-home")).toBe("rendered");
  });

  it("takes a post's text literally: markup and replacement patterns stay text", async () => {
    await seed(1, () => ({ title: "<script>alert(1)</script> $& $' $1", "suggestion details": "</script><b>x</b>" }));
    const { html, kind } = await home();
    expect(kind).toBe("rendered");
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; $&amp; $&#x27; $1");
    // The data's copy cannot end its own <script> element.
    expect(html.match(/<\/script>/g)?.length).toBe(html.match(/<script\b/g)?.length);
  });

  it("fits a first page of 25 long posts, its CSS included, in 14,600 bytes gzipped (the first round trip)", async () => {
    await seed(25, (index) => ({
      title: `A long title for post ${index}, about the market, the choir and the village green`,
      "suggestion details": LONG_STORY,
      author: "Lighthouse",
    }));
    const { html, kind } = await home();
    expect(kind).toBe("rendered");
    expect(html.match(/<article /g)).toHaveLength(25);
    expect(gzipSync(html).length).toBeLessThanOrEqual(14_600);
  });

  it("sends the page compressed for the browser that asked, and says it varies by that", async () => {
    await seed(2, (index) => ({ title: `Post ${index}`, "suggestion details": LONG_STORY, author: "Ann" }));
    for (const [accept, encoding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
    ] as const) {
      const response = await fetch(`${siteUrl}/`, { headers: { "Accept-Encoding": accept } });
      expect(response.headers.get("content-encoding"), accept).toBe(encoding);
      expect(response.headers.get("vary"), accept).toMatch(/Accept-Encoding/i);
      expect(await response.text(), accept).toContain("Post 0");
    }
  });

  it("refuses other methods with a 405", async () => {
    const response = await fetch(`${siteUrl}/`, { method: "POST" });
    expect(response.status).toBe(405);
  });
});
