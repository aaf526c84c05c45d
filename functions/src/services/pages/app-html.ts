// The app's built HTML for a page, as Hosting serves it now. Fetched from the site itself rather than bundled
// into the functions: Hosting and the functions are deployed apart, and HTML from an older build names
// script files a newer deploy has removed (docs/decisions/0023-post-link-previews.md).

interface Copy {
  url: string;
  etag: string;
  html: string;
}

let kept: Copy | null = null;

/**
 * The HTML at `url`, revalidated on every call: with the copy's ETag, an unchanged file costs Hosting a 304
 * and no body. When the site cannot be reached, the last copy is used; with no copy, this throws.
 */
export async function appHtml(url: string, fetcher: typeof fetch = fetch): Promise<string> {
  const copy = kept?.url === url ? kept : null;
  try {
    const response = await fetcher(url, {
      headers: copy ? { "If-None-Match": copy.etag } : {},
      signal: AbortSignal.timeout(5_000),
    });
    if (response.status === 304 && copy) return copy.html;
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const html = await response.text();
    if (!html.includes("</head>")) throw new Error(`${url} is not the app's HTML`);
    const etag = response.headers.get("etag");
    kept = etag ? { url, etag, html } : null;
    return html;
  } catch (error) {
    if (copy) return copy.html;
    throw error;
  }
}

/** Forgets the kept copy (for tests). */
export function forgetAppHtml(): void {
  kept = null;
}
