// The app's built page for a function to render into, as Hosting serves it now: its parts as the web build
// cut them (shared/src/page-shell.ts, web/page-shell.ts). Fetched from the site itself rather than bundled
// into the functions: Hosting and the functions are deployed apart, and a page from an older build names
// script files a newer deploy has removed (docs/decisions/0023-post-link-previews.md, 0104).
import { pageShellSchema, type PageShell } from "@village/shared";

interface Copy<T> {
  etag: string;
  value: T;
}

/** The last copy of each file, by URL (a function fetches one or two). */
const kept = new Map<string, Copy<unknown>>();

/**
 * The file at `url`, read by `parse` from its text, revalidated on every call: with the copy's ETag, an
 * unchanged file costs Hosting a 304 and no body. When the site cannot be reached or answers what `parse`
 * refuses, the last copy is used; with no copy, this throws.
 */
export async function builtFile<T>(url: string, parse: (text: string) => T, fetcher: typeof fetch = fetch): Promise<T> {
  const copy = kept.get(url) as Copy<T> | undefined;
  try {
    const response = await fetcher(url, {
      headers: copy ? { "If-None-Match": copy.etag } : {},
      signal: AbortSignal.timeout(5_000),
    });
    if (response.status === 304 && copy) return copy.value;
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const value = parse(await response.text());
    const etag = response.headers.get("etag");
    if (etag) kept.set(url, { etag, value });
    else kept.delete(url);
    return value;
  } catch (error) {
    if (copy) return copy.value;
    throw error;
  }
}

/** The page's parts at `url` (the build's `pages/*.shell.json`), checked against their one declaration. */
export function appShell(url: string, fetcher: typeof fetch = fetch): Promise<PageShell> {
  return builtFile(url, (text) => pageShellSchema.parse(JSON.parse(text)), fetcher);
}

/** Forgets the kept copies (for tests). */
export function forgetAppShells(): void {
  kept.clear();
}
