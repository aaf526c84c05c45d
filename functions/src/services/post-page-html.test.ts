import { describe, expect, it } from "vitest";
import { excerpt, htmlText, postPageHtml, previewOf } from "./post-page-html";

const APP_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Village</title>
    <meta
      name="description"
      content="Village: a community board."
    />
    <meta property="og:type" content="website" />
    <meta property="og:site_name" content="Village" />
    <meta property="og:title" content="Village" />
    <meta
      property="og:description"
      content="A community board."
    />
    <meta name="twitter:card" content="summary" />
    <meta name="twitter:title" content="Village" />
    <meta name="twitter:description" content="A community board." />
    <link rel="modulepreload" crossorigin href="/assets/PostPage-abc.js">
  </head>
  <body><div id="root"></div></body>
</html>`;

/** Every `<meta>` with this property or name, as [its attribute, its content]. */
function metas(html: string, key: string): string[] {
  return [...html.matchAll(/<meta\s+(?:property|name)="([^"]+)"\s+content="([^"]*)"/g)]
    .filter((match) => match[1] === key)
    .map((match) => match[2] ?? "");
}

describe("postPageHtml", () => {
  const url = "https://village.example/p/abc";

  it("puts the post's title and text in the preview tags, once each, and keeps the rest of the page", () => {
    const html = postPageHtml(APP_HTML, { title: "Blue in Green", details: "A lovely tune." }, url);
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
    expect(html).toContain('<div id="root"></div>');
  });

  it("escapes everything the post says", () => {
    const hostile = `"><script>alert('x')</script> & </title>`;
    const html = postPageHtml(APP_HTML, { title: hostile, details: hostile }, url);
    expect(html).not.toContain("<script>");
    expect(html).not.toContain(`"><script`);
    expect(html).toContain(
      "<title>&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &lt;/title&gt; · Village</title>",
    );
    expect(metas(html, "og:title")).toEqual([htmlText(hostile)]);
  });

  it("leaves the site's own tags for an unknown post", () => {
    expect(postPageHtml(APP_HTML, null, url)).toBe(APP_HTML);
  });

  it("says something for a post with no text", () => {
    const html = postPageHtml(APP_HTML, { title: "Only a title", details: "" }, url);
    expect(metas(html, "og:description")[0]).toMatch(/^A post on Village/);
  });
});

describe("previewOf", () => {
  it("folds whitespace and names an untitled post", () => {
    expect(previewOf({ title: "  ", details: "line 1\n\nline 2\t " })).toEqual({
      title: "Untitled",
      details: "line 1 line 2",
    });
    expect(previewOf({ title: 7 })).toEqual({ title: "Untitled", details: "" });
    expect(previewOf(undefined)).toBeNull();
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
