// A post's page paints from its first response (docs/decisions/0082): the postPage function renders the post
// with the app's own components into the page's HTML, and the app takes that markup over as it is, with no
// warning, no shift and no second read of the post; its scripts wait for the first paint, as the home page's do.
import { siteUrl } from "../../test/support/emulators";
// A post id tagged as the functions tag theirs (seed.test.ts holds the two to each other).
import { sampleId as tagged } from "../../scripts/lib/seed.mjs";
import { postPath } from "../src/lib/paths";
import { firestoreRequests } from "./support/hold";
import { seedPosts } from "./support/posts";
import { DESKTOP, PHONE, resetEmulators } from "./support/site";
import { takeOver } from "./support/take-over";
import { expect, test } from "./support/test";

const POST = {
  id: tagged("post-page-html"),
  data: {
    title: "Benches by the river path",
    "suggestion details": "Two benches would do.\n\nOne by the bridge, one by the willows.",
    link: "https://example.org/benches",
    author: "Neighbour Bea",
    authorUid: "uid-bea",
    createdAt: new Date(Date.UTC(2025, 9, 3, 12)),
    rand: 0.5,
  },
};

test.beforeAll(async () => {
  await resetEmulators();
  await seedPosts([POST]);
});

test.afterAll(() => resetEmulators());

test("sends the post, drawn by the app's components, in the HTML itself, its scripts for after the paint", async () => {
  const response = await fetch(`${siteUrl}${postPath(POST.id)}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain('<div id="root" data-rendered="post">');
  expect(html).toContain(`<h1 id="post-${POST.id}"`);
  expect(html).toContain("One by the bridge, one by the willows.");
  expect(html).toContain('<script type="application/json" id="route-data">');
  // The app's module only inside the template the head script adds after the first paint.
  const template = /<template id="app-scripts">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? "";
  expect(template).toMatch(/<script type="module"[^>]*src="\/assets\/index-/);
  expect(html.replace(template, "")).not.toContain('<script type="module"');
});

for (const { name, viewport } of [
  { name: "desktop", viewport: DESKTOP },
  { name: "phone", viewport: PHONE },
]) {
  test(`the app takes the post's markup over: same nodes, no warning, no shift, no read (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const reads: string[] = [];
    page.on("request", (request) => {
      if (firestoreRequests(new URL(request.url()))) reads.push(request.url());
    });
    const taken = await takeOver(page, postPath(POST.id), POST.data.title);
    // The session settles (signed out: the Sign in link); then nothing may have been said, moved or read.
    await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
    expect(await taken.sameHeading()).toBe(true);
    expect(taken.said).toEqual([]);
    expect(await taken.layoutShift()).toBe(0);
    expect(reads.filter((url) => url.includes(POST.id))).toEqual([]);
    // The date on the reader's clock once the app runs, and the page's own controls work.
    await expect(page.locator("article time")).not.toHaveText(/UTC$/);
    await page.getByRole("button", { name: `Actions for post: ${POST.data.title}` }).click();
    await expect(page.getByRole("button", { name: "Report" })).toBeVisible();
    expect(taken.said).toEqual([]);
  });
}
