// A post's link preview: the app's own HTML for the post page with the post's title and an excerpt of its
// text in the tags chats and social networks read (`og:*`, `twitter:*`, `<title>`, `description`).

/** What a preview shows of a post, from its public document. */
export interface PostPreview {
  title: string;
  details: string;
}

/** How long a preview's description may be: what previews show before they cut. */
export const PREVIEW_DESCRIPTION_MAX = 200;

/** The public document's fields as a preview: text only, whitespace folded, "Untitled" when there is no title. */
export function previewOf(data: Record<string, unknown> | undefined): PostPreview | null {
  if (!data) return null;
  const text = (value: unknown) => (typeof value === "string" ? value.replace(/\s+/g, " ").trim() : "");
  return { title: text(data.title) || "Untitled", details: text(data.details) };
}

/** Text as HTML character data or a quoted attribute value: every markup character escaped. */
export function htmlText(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** At most `max` UTF-16 units, cut at a word where one is near, with an ellipsis; never half a surrogate pair. */
export function excerpt(value: string, max = PREVIEW_DESCRIPTION_MAX): string {
  if (value.length <= max) return value;
  let cut = value.slice(0, max - 1);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  const space = cut.lastIndexOf(" ");
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

// The tags the app's HTML carries for the whole site, which a post's page replaces with its own.
const SITE_TAGS =
  /\s*<meta\s+(?:property|name)="(?:og:title|og:description|og:type|og:url|twitter:title|twitter:description|description)"[^>]*>/g;
const TITLE = /<title>[^<]*<\/title>/;

/**
 * The app's HTML for one post: its site-wide title, description and preview tags swapped for the post's
 * (everything escaped). `null` (no such post) leaves the HTML as it is, with the site's own tags.
 */
export function postPageHtml(appHtml: string, post: PostPreview | null, url: string): string {
  if (!post) return appHtml;
  const description =
    excerpt(post.details) || "A post on Village, a community board of suggestions, ideas and stories.";
  const title = htmlText(post.title);
  const said = htmlText(description);
  const tags = [
    `<title>${title} · Village</title>`,
    `<meta name="description" content="${said}" />`,
    `<meta property="og:type" content="article" />`,
    `<meta property="og:url" content="${htmlText(url)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${said}" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${said}" />`,
  ];
  const stripped = appHtml.replace(SITE_TAGS, "").replace(TITLE, "");
  return stripped.replace("</head>", `  ${tags.join("\n    ")}\n  </head>`);
}
