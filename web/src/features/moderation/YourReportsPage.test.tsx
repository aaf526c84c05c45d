// @vitest-environment happy-dom
// "Your reports" for a reporter of replies (decision 0121): each named by its post, linked to the reply or the
// thread only while there is one to see, never with anything of the reply's writer.
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import type { MyReport } from "@village/shared";
import { SessionContext, type SessionState } from "../../lib/session/session-context";
import { YourReportsPage } from "./YourReportsPage";

const REPORTS: MyReport[] = [
  { postId: "p1", replyId: "r1", threadUp: true, title: "Garden party", reason: "hate", outcome: "pending" },
  { postId: "p1", replyId: "r2", threadUp: true, title: "Garden party", reason: "spam", outcome: "hidden" },
  { postId: "p2", replyId: "r3", threadUp: true, reason: "spam", outcome: "kept" },
  { postId: "p3", replyId: "r4", threadUp: false, reason: "scam", outcome: "hidden" },
  { postId: "p1", title: "Garden party", reason: "other", outcome: "kept" },
].map((report) => ({ ...report, reportedAt: "2026-11-25T14:00:00.000Z" }) as MyReport);

vi.mock("./api/moderation-api", () => ({ fetchMyReports: () => Promise.resolve(REPORTS) }));

const SIGNED_IN: SessionState = {
  status: "signed-in",
  user: { uid: "me", displayName: "Me", email: null, ageConfirmed: true, moderator: false },
};

afterEach(cleanup);

it("names a reply's report by its post, links the reply while it is up, the thread after, nothing once it is gone", async () => {
  render(
    <SessionContext.Provider value={SIGNED_IN}>
      <YourReportsPage />
    </SessionContext.Provider>,
  );
  const items = await screen.findAllByRole("listitem");
  expect(items.map((item) => item.textContent)).toEqual([
    "A reply on Garden partyHate or harassment · Waiting for a moderator",
    "A reply on Garden partySpam · Hidden",
    "A reply on an untitled postSpam · Kept: a moderator found it within the guidelines",
    "A reply on a removed postScam · Hidden",
    "Garden partySomething else · Kept: a moderator found it within the guidelines",
  ]);
  const hrefs = screen.getAllByRole("link", { name: /^A reply on/ }).map((link) => link.getAttribute("href"));
  expect(hrefs).toEqual(["/p/p1#reply-r1", "/p/p1", "/p/p2#reply-r3"]);
});
