import { expect, it } from "vitest";
import { siteUrl } from "../../test/support/emulators";
import { browserForFile, newPage } from "./support/browser";

const browser = browserForFile();

it("loads the home page", async () => {
  const { page, context } = await newPage(browser());
  await page.goto(siteUrl);
  await expect(page.getByRole("heading", { name: "Our Village's Thoughts and Connections" }).isVisible()).resolves.toBe(
    true,
  );
  await context.close();
});
