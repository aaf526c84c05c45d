// An anonymous author (a signed-out browser, whose identity is a Firebase anonymous account: decision 0030) is
// told what moderation did, privately: its suspension at the top of /anon before it writes, with the reason,
// the end in its own time zone and the guidelines; its hidden post on the post's own page, with Delete.
// Another browser, including one that posted too, sees the ordinary pages.
import { expectAxeClean } from "./support/axe";
import {
  actionsOf,
  expectToldNothing,
  expectToldOfHiding,
  postAnonymously,
  suspensionEndInKolkata,
} from "./support/moderation-steps";
import { moderateByCall } from "./support/moderator-calls";
import { resetEmulators, visit } from "./support/site";
import { expect, test } from "./support/test";

const NOTICE = "You can't post right now";

test.beforeEach(async () => {
  await resetEmulators();
});

test("shows a suspended anonymous author the suspension at the top of /anon, in its own time, in that browser only", async ({
  page: author,
  newVisitor,
}) => {
  // Three browsers, a moderator's call and the functions' first (cold) calls: longer than one page's test.
  test.slow();
  await visit(author, "/anon");
  const id = await postAnonymously(author, "Buy cheap watches");
  // Another signed-out browser that posted too: it has an identity of its own, which nobody suspended.
  const neighbour = await newVisitor();
  await visit(neighbour.page, "/anon");
  await postAnonymously(neighbour.page, "A bench by the river");

  await moderateByCall({ postId: id, action: "suspend", duration: "7d", reason: "Advertising" });

  // The author's browser is in Kolkata: the end is shown in that zone, not in UTC.
  const local = await suspensionEndInKolkata(author);

  await author.goto("/anon");
  const notice = author.getByRole("region", { name: NOTICE });
  await expect(notice).toContainText(
    `A moderator suspended anonymous posts from this browser until ${local}. Reason: Advertising`,
    { useInnerText: true },
  );
  await expect(notice.getByRole("link", { name: "Community Guidelines" })).toHaveAttribute("href", "/guidelines");
  // Above the form: seen before writing anything.
  const noticeBox = await notice.boundingBox();
  const titleBox = await author.getByLabel("Title").boundingBox();
  expect(noticeBox && titleBox && noticeBox.y < titleBox.y).toBe(true);
  await expectAxeClean(author);

  // The form is disabled before anything is typed (decision 0128); the server refuses a post all the same.
  await expect(author.getByLabel("Text")).toBeDisabled();
  await expect(author.getByRole("button", { name: "Submit" })).toBeDisabled();

  // Nobody else learns of it: the neighbour who posted from another browser asks, and is told of no
  // suspension; a browser that never posted has no identity to ask about, and asks nothing.
  const asked = neighbour.page.waitForResponse(
    (response) => response.url().endsWith("/mySuspension") && response.request().method() === "POST",
  );
  await visit(neighbour.page, "/anon");
  const answer = (await (await asked).json()) as { result?: { suspension?: unknown } };
  expect(answer.result).toBeDefined();
  expect(answer.result?.suspension).toBeUndefined();
  const fresh = await newVisitor();
  const freshAsks: string[] = [];
  fresh.page.on("request", (request) => {
    if (request.url().endsWith("/mySuspension")) freshAsks.push(request.url());
  });
  await visit(fresh.page, "/anon");
  // The network gone quiet: by then a question the page would ask has been sent.
  // eslint-disable-next-line playwright/no-networkidle
  await fresh.page.waitForLoadState("networkidle");
  expect(freshAsks).toEqual([]);
  for (const { page } of [neighbour, fresh]) {
    await expect(page.getByLabel("Title")).toBeVisible();
    await expect(page.getByRole("region", { name: NOTICE })).toHaveCount(0);
    await expect(page.locator("#main")).not.toContainText("Advertising", { useInnerText: true });
  }
});

test("tells an anonymous author on its hidden post's page why a moderator hid it, and offers Delete; nobody else", async ({
  page: author,
  newVisitor,
}) => {
  // Two browsers, a moderator's call and the functions' first (cold) calls: longer than one page's test.
  test.slow();
  await visit(author, "/anon");
  const id = await postAnonymously(author, "Rude one");
  await moderateByCall({ postId: id, action: "hide", reason: "Rudeness" });

  await author.goto(`/p/${id}`);
  await expectToldOfHiding(author, "Rude one", "Rudeness");

  // A browser that did not post it sees the ordinary page, and is told nothing more.
  const visitor = await newVisitor();
  await expectToldNothing(visitor.page, id, ["Rude one", "Rudeness", "Hidden"]);
  await visitor.context.close();

  // Its author deletes it, still signed out: the browser's identity is the post's author.
  await actionsOf(author, "Rude one").click();
  await author.getByRole("button", { name: "Delete", exact: true }).click();
  await author.getByRole("dialog", { name: "Delete this post?" }).getByRole("button", { name: "Delete post" }).click();
  await expect(author.getByRole("heading", { name: "Post deleted", level: 1 })).toBeVisible();
});
