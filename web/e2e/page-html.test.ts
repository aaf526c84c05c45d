// A lazily loaded page's chunk downloads alongside the app's entry, not after it: Hosting answers each route
// with a copy of index.html that preloads that page's chunk (web/vite.config.ts writes them; firebase.json
// names them). The home page's HTML preloads no page.
import { expect, it } from "vitest";
import { siteUrl } from "../../test/support/emulators";
import { pageChunk } from "./support/chunks";

/** The files an HTML page preloads as modules. */
async function modulePreloads(path: string): Promise<string[]> {
  const response = await fetch(`${siteUrl}${path}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  return [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)"/g)].map((match) => match[1] ?? "");
}

it.each([
  { path: "/terms", source: "src/app/OtherRoutes.tsx" },
  { path: "/privacy", source: "src/app/OtherRoutes.tsx" },
  { path: "/auth", source: "src/features/auth/AuthPage.tsx" },
  { path: "/anon", source: "src/features/anonymous/AnonymousPostPage.tsx" },
  { path: "/p/some-post", source: "src/features/posts/PostPage.tsx" },
  { path: "/new", source: "src/features/suggestions/NewSuggestionPage.tsx" },
])("$path preloads its page's chunk", async ({ path, source }) => {
  expect(await modulePreloads(path)).toContain(pageChunk(source));
});

it("the home page preloads no lazy page", async () => {
  const pages = ["src/app/OtherRoutes.tsx", "src/features/auth/AuthPage.tsx", "src/features/posts/PostPage.tsx"];
  const preloads = await modulePreloads("/");
  for (const source of pages) expect(preloads).not.toContain(pageChunk(source));
});
