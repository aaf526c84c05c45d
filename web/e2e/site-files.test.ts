// What crawlers, browsers and link previews ask the site for: a real 404 status for addresses that are not
// pages, robots.txt, the icons and the web-app manifest, and the page's own description and preview tags.
import { expect, it } from "vitest";
import { siteUrl } from "../../test/support/emulators";
import { paths } from "../src/lib/paths";
import { browserForFile } from "./support/browser";
import { openPage } from "./support/site";

const browser = browserForFile();

it.each(["/no-such-page", "/no/such/page?x=1", "/assets/gone-1234.js", "/terms/extra"])(
  "%s answers 404, with the site's not-found page",
  async (path) => {
    const response = await fetch(`${siteUrl}${path}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<div id="root"');
  },
);

it.each(Object.values(paths).filter((path) => !path.includes(":")))("%s answers 200 with the app", async (path) => {
  const response = await fetch(`${siteUrl}${path}`);
  expect(response.status).toBe(200);
  // The app's root, empty in the shell or holding the page the server or the build rendered.
  expect(await response.text()).toContain('<div id="root"');
});

it("the not-found page is still the site: its heading, the header and a way home", async () => {
  const { page, context } = await openPage(browser(), "/no-such-page");
  await page.getByRole("heading", { name: "Page not found", level: 1 }).waitFor();
  expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(true);
  expect(await page.title()).toBe("Page not found · Village");
  await context.close();
});

it("serves a real robots.txt, not the app", async () => {
  const response = await fetch(`${siteUrl}/robots.txt`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
  expect(await response.text()).toMatch(/^User-agent: \*$/m);
});

it("links a web-app manifest whose icons all exist, and the favicon", async () => {
  const { page, context } = await openPage(browser(), "/");
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
  await context.close();
});

it("describes the site for search engines and link previews", async () => {
  const { page, context } = await openPage(browser(), "/");
  const meta = (selector: string) => page.locator(`meta[${selector}]`).getAttribute("content");
  expect(await meta('name="description"')).toMatch(/community board/);
  expect(await meta('property="og:title"')).toBe("Village");
  expect(await meta('property="og:description"')).toMatch(/community board/);
  expect(await meta('property="og:type"')).toBe("website");
  expect(await meta('name="twitter:card"')).toBe("summary");
  expect(await meta('name="color-scheme"')).toBe("light dark");
  await context.close();
});
