// What crawlers, browsers and link previews ask the site for: a real 404 status for addresses that are not
// pages, robots.txt, the icons and the web-app manifest, and the page's own description and preview tags.
import { siteUrl } from "../../test/support/emulators";
import { paths } from "../src/lib/paths";
import { visit } from "./support/site";
import { expect, test } from "./support/test";

for (const path of ["/no-such-page", "/no/such/page?x=1", "/assets/gone-1234.js", "/terms/extra"]) {
  test(`${path} answers 404, with the site's not-found page`, async () => {
    const response = await fetch(`${siteUrl}${path}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<div id="root"');
  });
}

for (const path of Object.values(paths).filter((path) => !path.includes(":"))) {
  test(`${path} answers 200 with the app`, async () => {
    const response = await fetch(`${siteUrl}${path}`);
    expect(response.status).toBe(200);
    // The app's root, empty in the shell or holding the page the server or the build rendered.
    expect(await response.text()).toContain('<div id="root"');
  });
}

test("the not-found page is still the site: its heading, the header and a way home", async ({ page }) => {
  await visit(page, "/no-such-page");
  await expect(page.getByRole("heading", { name: "Page not found", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page).toHaveTitle("Page not found · Village");
});

test("serves a real robots.txt, not the app", async () => {
  const response = await fetch(`${siteUrl}/robots.txt`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
  expect(await response.text()).toMatch(/^User-agent: \*$/m);
});

test("links a web-app manifest whose icons all exist, and the favicon", async ({ page }) => {
  await visit(page, "/");
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
  const manifest = (await (await fetch(new URL(manifestHref ?? "", siteUrl))).json()) as {
    name: string;
    start_url: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest.name).toBe("Village");
  expect(manifest.start_url).toBe("/");
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  const icons = [
    ...manifest.icons.map((icon) => icon.src),
    (await page.locator('link[rel="icon"]').getAttribute("href")) ?? "",
    (await page.locator('link[rel="apple-touch-icon"]').getAttribute("href")) ?? "",
  ];
  for (const icon of icons) {
    const response = await fetch(new URL(icon, siteUrl));
    expect(response.status, icon).toBe(200);
    expect(response.headers.get("content-type"), icon).toMatch(/^image\//);
  }
});

test("describes the site for search engines and link previews", async ({ page }) => {
  await visit(page, "/");
  const meta = (selector: string) => page.locator(`meta[${selector}]`);
  await expect(meta('name="description"')).toHaveAttribute("content", /community board/);
  await expect(meta('property="og:title"')).toHaveAttribute("content", "Village");
  await expect(meta('property="og:description"')).toHaveAttribute("content", /community board/);
  await expect(meta('property="og:type"')).toHaveAttribute("content", "website");
  await expect(meta('name="twitter:card"')).toHaveAttribute("content", "summary");
  await expect(meta('name="color-scheme"')).toHaveAttribute("content", "light dark");
});
