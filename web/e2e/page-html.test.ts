// A lazily loaded page's chunk downloads alongside the app's entry, not after it: Hosting answers each route
// with a copy of index.html that preloads that page's chunk (web/vite.config.ts writes them; firebase.json
// names them). The home page's shell preloads no page, but its list's first page (`/api/home`), which no other
// page's HTML asks for.
import { HOME_ENDPOINT } from "@village/shared";
import { siteUrl } from "../../test/support/emulators";
import { pageChunk } from "./support/chunks";
import { expect, test } from "./support/test";

/** The files an HTML page preloads as modules. */
async function modulePreloads(path: string): Promise<string[]> {
  const response = await fetch(`${siteUrl}${path}`);
  // A post that does not exist is still the app's page, with a 404 (functions/src/http/post-page.ts).
  expect(response.status).toBe(path.startsWith("/p/") ? 404 : 200);
  const html = await response.text();
  return [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)"/g)].map((match) => match[1] ?? "");
}

for (const { path, source } of [
  { path: "/terms", source: "src/app/OtherRoutes.tsx" },
  { path: "/privacy", source: "src/app/OtherRoutes.tsx" },
  { path: "/auth", source: "src/features/auth/AuthPage.tsx" },
  { path: "/anon", source: "src/features/anonymous/AnonymousPostPage.tsx" },
  { path: "/p/some-post", source: "src/app/PostPage.tsx" },
  { path: "/new", source: "src/features/suggestions/NewSuggestionPage.tsx" },
]) {
  test(`${path} preloads its page's chunk`, async () => {
    expect(await modulePreloads(path)).toContain(pageChunk(source));
  });
}

test("the home page preloads no lazy page", async () => {
  const pages = ["src/app/OtherRoutes.tsx", "src/features/auth/AuthPage.tsx", "src/app/PostPage.tsx"];
  const preloads = await modulePreloads("/");
  for (const source of pages) expect(preloads).not.toContain(pageChunk(source));
});

test("only the home page's shell preloads its list's first page, as the fetch the app makes", async () => {
  // The shell the server sends for `/` when it cannot have the home document in time preloads it
  // (functions/test/home-html.test.ts); a search link's shell does not, as the searching app never reads it.
  expect(await (await fetch(`${siteUrl}/?q=anything`)).text()).not.toContain(HOME_ENDPOINT);
  // The server's page of `/` has the first page in it already; no other page asks for it.
  for (const path of ["/terms", "/auth", "/anon", "/new", "/p/some-post", "/no-such-page"])
    expect(await (await fetch(`${siteUrl}${path}`)).text()).not.toContain(HOME_ENDPOINT);
});
