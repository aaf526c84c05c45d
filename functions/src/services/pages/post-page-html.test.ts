import { describe, expect, it } from "vitest";
import { formatPostDate, shellPage, type PageShell } from "@village/shared";
import { excerpt, htmlText, NEEDS_JAVASCRIPT, postPageHtml, previewOf } from "./post-page-html";

/** A post's page as the build cuts it (web/page-shell.ts), in small. */
const SHELL: PageShell = {
  head: `<!doctype html>
<html lang="en">
  <head>
    <meta property="og:site_name" content="Village" />
    <meta name="twitter:card" content="summary" />`,
  homePreload: "",
  title: "\n    <title>Village</title>",
  siteTags: `
    <meta
      name="description"
      content="Village: a community board."
    />
    <meta property="og:type" content="website" />
    <meta property="og:title" content="Village" />
    <meta
      property="og:description"
      content="A community board."
    />
    <meta name="twitter:title" content="Village" />
    <meta name="twitter:description" content="A community board." />
    `,
  appScripts:
    '<script type="module" crossorigin src="/assets/index-a.js"></script><link rel="modulepreload" crossorigin href="/assets/PostPage-abc.js">',
  beforeRoot: "\n  </head>\n  <body>",
  root: ['<header>Village</header><main class="shell-main">', "</main>"],
  afterRoot: ["\n", "</body>\n</html>"],
  styleHashes: [],
};
const SHELL_LENGTH = shellPage(SHELL).length;

/** Every `<meta>` with this property or name, as [its attribute, its content]. */
function metas(html: string, key: string): string[] {
  return [...html.matchAll(/<meta\s+(?:property|name)="([^"]+)"\s+content="([^"]*)"/g)]
    .filter((match) => match[1] === key)
    .map((match) => match[2] ?? "");
}

describe("postPageHtml", () => {
  const url = "https://village.example/p/abc";

  it("puts the post's title and text in the preview tags, once each, and keeps the rest of the page", () => {
    const html = postPageHtml(SHELL, { title: "Blue in Green", details: "A lovely tune." }, url);
    expect(metas(html, "og:title")).toEqual(["Blue in Green"]);
    expect(metas(html, "og:description")).toEqual(["A lovely tune."]);
    expect(metas(html, "twitter:title")).toEqual(["Blue in Green"]);
    expect(metas(html, "twitter:description")).toEqual(["A lovely tune."]);
    expect(metas(html, "description")).toEqual(["A lovely tune."]);
    expect(metas(html, "og:type")).toEqual(["article"]);
    expect(metas(html, "og:url")).toEqual([url]);
    expect(metas(html, "og:site_name")).toEqual(["Village"]);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain("<title>Blue in Green · Village</title>");
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/PostPage-abc.js">');
    expect(html).toContain('<div id="root"><header>Village</header><main class="shell-main"><noscript>');
  });

  it("escapes everything the post says", () => {
    const hostile = `"><script>alert('x')</script> & </title>`;
    const html = postPageHtml(SHELL, { title: hostile, details: hostile }, url);
    expect(html).not.toContain("<script>");
    expect(html).not.toContain(`"><script`);
    expect(html).toContain(
      "<title>&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &lt;/title&gt; · Village</title>",
    );
    expect(metas(html, "og:title")).toEqual([htmlText(hostile)]);
  });

  it("answers a post that is not public as removed: the site's own tags, noindex, nothing of any post", () => {
    const html = postPageHtml(SHELL, null, url);
    expect(metas(html, "og:title")).toEqual(["Village"]);
    expect(metas(html, "robots")).toEqual(["noindex"]);
    expect(html).toContain("<title>Post not available · Village</title>");
    expect(html).toMatch(/<main class="shell-main"><noscript>\n<h1>This post is not available<\/h1>/);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/PostPage-abc.js">');
  });

  // String.replace reads $&, $`, $' and $1 in a replacement string as patterns: a title holding them would
  // splice the page (its head, what follows) into itself. The page is built by concatenation instead.
  it.each(["$`", "$&", "$'", "$1", "$$", "a $` b $& c $' d $1 e $<name>"])(
    "writes a title holding %s as it is",
    (hostile) => {
      const post = { title: hostile, details: `text ${hostile}`, text: `text ${hostile}`, author: hostile, link: "" };
      const html = postPageHtml(SHELL, post, url);
      const escaped = htmlText(hostile);
      expect(metas(html, "og:title")).toEqual([escaped]);
      expect(metas(html, "twitter:description")).toEqual([`text ${escaped}`]);
      expect(html).toContain(`<title>${escaped} · Village</title>`);
      expect(html).toContain(`<h1 dir="auto">${escaped}</h1>`);
      expect(html).toContain(`<bdi>${escaped}</bdi>`);
      // One head, one body, one of each tag: nothing of the page was copied into it.
      for (const tag of ["<head>", "</head>", "<body>", "<title>", '<meta property="og:site_name"', "<noscript>"]) {
        expect(html.split(tag), tag).toHaveLength(2);
      }
      expect(html.length).toBeLessThan(SHELL_LENGTH + 2500);
    },
  );

  it("holds the whole post for readers without JavaScript, and says what needs it", () => {
    const text = "First line\nsecond line\n\nA <b>second</b> paragraph";
    const createdAt = new Date(Date.UTC(2025, 9, 3, 23, 30));
    const post = {
      title: "Title",
      details: "folded",
      text,
      link: "https://example.org/a?b=1&c=2",
      author: "Ann",
      createdAt,
    };
    const html = postPageHtml(SHELL, post, url);
    expect(html).toContain('<p dir="auto">First line<br />second line</p>');
    expect(html).toContain('<p dir="auto">A &lt;b&gt;second&lt;/b&gt; paragraph</p>');
    expect(html).toContain('<a href="https://example.org/a?b=1&amp;c=2" rel="nofollow ugc">');
    expect(html).toContain(
      'by <bdi>Ann</bdi> • Posted on <time datetime="2025-10-03T23:30:00.000Z">October 3, 2025</time>',
    );
    expect(html).toContain(htmlText(NEEDS_JAVASCRIPT));
    const script = postPageHtml(SHELL, { ...post, link: "javascript:alert(1)" }, url);
    expect(script).not.toContain('href="javascript');
  });

  it("holds the thread's first page too, escaped, its lines kept, the post's author marked", () => {
    const replies = [
      {
        replyId: "r1",
        postId: "p",
        text: "Yes <b>please</b>\nby the river",
        author: "Anonymous Heron",
        createdAt: "2025-10-04T01:00:00.000000001Z",
      },
      {
        replyId: "r2",
        postId: "p",
        text: "Thanks",
        author: "Ann",
        byPostAuthor: true as const,
        createdAt: "2025-10-05T01:00:00Z",
      },
    ];
    const html = postPageHtml(SHELL, { title: "Title", details: "", replies }, url);
    expect(html).toContain("<h2>Replies</h2>");
    expect(html).toContain('<p dir="auto">Yes &lt;b&gt;please&lt;/b&gt;<br />by the river</p>');
    expect(html.indexOf("Anonymous Heron")).toBeLessThan(html.indexOf("<bdi>Ann</bdi> (author) • "));
    expect(postPageHtml(SHELL, { title: "Title", details: "", replies: [] }, url)).toContain("No replies yet.");
  });

  it("says something for a post with no text", () => {
    const html = postPageHtml(SHELL, { title: "Only a title", details: "" }, url);
    expect(metas(html, "og:description")[0]).toMatch(/^A post on Village/);
  });
});

describe("postPageHtml with the post drawn by the app's server renderer", () => {
  const url = "https://village.example/p/abc";
  const RENDERED = {
    rootAttribute: 'data-rendered="post"',
    root: "<main><h1>Blue in Green</h1><p>It costs $&amp; and $'</p></main>",
    data: '<script type="application/json" id="route-data">{"route":"post","data":{"postId":"abc"}}</script>',
  };
  const post = { title: "Blue in Green", details: "It costs $& and $'", text: "It costs $& and $'" };

  it("puts the app's markup in #root, the post's data after it, and the scripts aside until the first paint", () => {
    const html = postPageHtml(SHELL, post, url, RENDERED);
    expect(html).toContain(`<div id="root" data-rendered="post">${RENDERED.root}</div>${RENDERED.data}\n`);
    expect(html).toContain(`<template id="app-scripts">${SHELL.appScripts}</template></body>`);
    expect(html.match(/<script type="module"/g)).toHaveLength(1);
    expect(metas(html, "og:title")).toEqual(["Blue in Green"]);
    expect(metas(html, "og:site_name")).toEqual(["Village"]);
    expect(html.split("<title>")).toHaveLength(2);
  });

  it("does not repeat the post for readers without JavaScript: the markup is readable as it is", () => {
    const html = postPageHtml(SHELL, post, url, RENDERED);
    expect(html).not.toContain("<noscript>");
    expect(html.split("Blue in Green</h1>")).toHaveLength(2);
  });

  it("links the post's replies feed from the head, for feed readers, with the post's title escaped", () => {
    const listed = { postId: "a-b_1", title: `"Tunes" <&>`, createdAt: "2026-01-01T00:00:00.000Z" };
    for (const rendered of [RENDERED, null]) {
      const html = postPageHtml(SHELL, { ...post, title: listed.title, listed }, url, rendered);
      expect(html.slice(0, html.indexOf("</head>"))).toContain(
        '<link rel="alternate" type="application/atom+xml" title="Replies to &quot;Tunes&quot; &lt;&amp;&gt;" href="/feed/replies/a-b_1" />',
      );
    }
    // A post that is not public has no feed to announce.
    expect(postPageHtml(SHELL, null, url)).not.toContain("/feed/replies/");
  });

  it("keeps the app's scripts in the head where the app draws the post", () => {
    const html = postPageHtml(SHELL, post, url);
    expect(html).not.toContain('<template id="app-scripts">');
    expect(html.indexOf('<script type="module"')).toBeLessThan(html.indexOf("</head>"));
  });
});

describe("previewOf", () => {
  it("folds whitespace and names an untitled post", () => {
    expect(previewOf({ title: "  ", details: "line 1\n\nline 2\t " })).toMatchObject({
      title: "Untitled",
      details: "line 1 line 2",
    });
    expect(previewOf({ title: 7 })).toMatchObject({ title: "Untitled", details: "" });
    expect(previewOf(undefined)).toBeNull();
    expect(previewOf({ title: "t", details: "a\n\nb", author: "Bo", link: " https://x.example " })).toMatchObject({
      details: "a b",
      text: "a\n\nb",
      author: "Bo",
      link: "https://x.example",
    });
  });
});

describe("the post's date without JavaScript", () => {
  it("writes the specification's long US date in UTC", () => {
    expect(formatPostDate(new Date(Date.UTC(2026, 0, 9, 23, 59)), "UTC")).toBe("January 9, 2026");
  });
});

describe("excerpt", () => {
  it("keeps short text whole and cuts long text at a word, with an ellipsis", () => {
    expect(excerpt("short")).toBe("short");
    const long = "word ".repeat(100).trim();
    const cut = excerpt(long);
    expect(cut.length).toBeLessThanOrEqual(200);
    expect(cut).toMatch(/word…$/);
  });

  it("never leaves half an emoji", () => {
    const cut = excerpt("😀".repeat(150));
    expect(cut.endsWith("😀…")).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(200);
  });
});
