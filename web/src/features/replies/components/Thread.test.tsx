// @vitest-environment happy-dom
// The thread on a post's page: its reads driven by promises the test settles, and a reply posted through the
// form shown from the callable's answer, without a read.
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { REPLIES_PAGE_SIZE, REPLY_LABEL } from "@village/shared";
import { answered, heldCalls } from "../../../../test/support/held-calls";
import type { RepliesPage } from "../api/replies-api";
import type { Reply, ReplyCursor } from "../api/reply";
import { SessionContext } from "../../../lib/session/session-context";
import { Thread, threadHeading } from "./Thread";

const reads = heldCalls<RepliesPage, { postId: string; after: ReplyCursor | null }>();
const sent = vi.hoisted(() => ({ inputs: [] as unknown[], answer: null as Reply | null, nameRefusal: "" }));

vi.mock("../api/replies-api", () => ({
  fetchReplies: (postId: string, after: ReplyCursor | null) => reads.call({ postId, after }),
}));
vi.mock("../api/send-reply", async () => {
  const { createReply } = await import("@village/shared");
  return {
    replyInput: createReply.input,
    sendReply: (input: unknown) => {
      sent.inputs.push(input);
      return sent.answer ? Promise.resolve(sent.answer) : Promise.reject(new Error(sent.nameRefusal || "no answer"));
    },
    asksForName: (error: unknown) => error instanceof Error && error.message === sent.nameRefusal,
  };
});

const reply = (n: number, author = "Anonymous Heron"): Reply => ({
  id: `r${n}`,
  author,
  byPostAuthor: false,
  text: `Reply ${n}`,
  createdAt: new Date(Date.UTC(2026, 10, 1, 12, n)),
  sentTime: new Date(Date.UTC(2026, 10, 1, 12, n)).toISOString(),
});
const page = (from: number, count: number, more: boolean): RepliesPage => {
  const items = Array.from({ length: count }, (_, index) => reply(from + index));
  const last = items.at(-1);
  return { items, next: more && last ? { time: last.sentTime, replyId: last.id } : null };
};
const shown = () => screen.queryAllByRole("listitem").map((item) => item.textContent.replace(/ •.*?(Reply)/, " $1"));

afterEach(() => {
  cleanup();
  reads.clear();
  sent.inputs = [];
  sent.answer = null;
  sent.nameRefusal = "";
  sessionStorage.clear();
  localStorage.clear();
});

describe("the thread", () => {
  it("says how many replies it shows", () => {
    expect(threadHeading(0, false)).toBe("Replies");
    expect(threadHeading(3, false)).toBe("Replies (3)");
    expect(threadHeading(50, true)).toBe("Replies (50 shown)");
  });

  it("reads its first page on arrival, then the next from the last reply's cursor", async () => {
    render(<Thread postId="a-post" title="A post" />);
    screen.getByText("Loading replies…");
    expect(reads.at(0)).toMatchObject({ postId: "a-post", after: null });
    await answered(() => reads.at(0).resolve(page(0, REPLIES_PAGE_SIZE, true)));
    expect(shown()).toHaveLength(REPLIES_PAGE_SIZE);
    await userEvent.click(screen.getByRole("button", { name: "Load more replies" }));
    expect(reads.at(1).after).toEqual({ time: reply(49).sentTime, replyId: "r49" });
    await answered(() => reads.at(1).resolve(page(50, 2, false)));
    expect(shown()).toHaveLength(REPLIES_PAGE_SIZE + 2);
    expect(shown().at(-1)).toBe("Anonymous Heron Reply 51");
    expect(screen.queryByRole("button", { name: "Load more replies" })).toBeNull();
    screen.getByRole("heading", { name: "Replies (52)", level: 2 });
  });

  it("says calmly that there are none yet", async () => {
    render(<Thread postId="a-post" title="A post" />);
    await answered(() => reads.at(0).resolve(page(0, 0, false)));
    screen.getByText("No replies yet.");
    // Its feed is offered whether or not there are replies yet: a reader can follow a quiet thread.
    expect(screen.getByRole("link", { name: "Replies feed" }).getAttribute("href")).toBe("/feed/replies/a-post");
  });

  it("shows a posted reply at its end from the answer, clears the box and says so with focus", async () => {
    render(<Thread postId="a-post" title="A post" />);
    await answered(() => reads.at(0).resolve(page(0, 2, false)));
    sent.answer = reply(9, "Rosa");
    await userEvent.type(screen.getByLabelText(REPLY_LABEL), "Count me in.");
    await userEvent.click(screen.getByRole("button", { name: "Post reply" }));
    const status = await screen.findByText("Reply posted.");
    expect(document.activeElement).toBe(status);
    expect(sent.inputs).toEqual([expect.objectContaining({ postId: "a-post", text: "Count me in." })]);
    expect(shown()).toEqual(["Anonymous Heron Reply 0", "Anonymous Heron Reply 1", "Rosa Reply 9"]);
    expect(screen.getByLabelText<HTMLTextAreaElement>(REPLY_LABEL).value).toBe("");
    // No read for it: the thread read once.
    expect(reads.asked).toHaveLength(1);
  });

  it("asks a signed-out visitor's age once they start on the form, not on arrival, and sends it", async () => {
    render(
      <SessionContext value={{ status: "signed-out", user: null }}>
        <Thread postId="a-post" title="A post" />
      </SessionContext>,
    );
    await answered(() => reads.at(0).resolve(page(0, 0, false)));
    expect(screen.queryByLabelText(/I am \d+ or older/)).toBeNull();
    sent.answer = reply(1);
    await userEvent.type(screen.getByLabelText(REPLY_LABEL), "Hello");
    await userEvent.click(screen.getByLabelText(/I am \d+ or older/));
    await userEvent.click(screen.getByRole("button", { name: "Post reply" }));
    await screen.findByText("Reply posted.");
    expect(sent.inputs).toEqual([expect.objectContaining({ ageConfirmed: true })]);
    // Remembered for this browser: not asked again.
    expect(screen.queryByLabelText(/I am \d+ or older/)).toBeNull();
    expect(localStorage.getItem("villageAgeConfirmed")).toBe("yes");
  });

  it("links a signed-in account the server refused for want of a name to where one is chosen", async () => {
    const user = { uid: "u1", displayName: null, email: "a@example.org", ageConfirmed: true };
    render(
      <SessionContext value={{ status: "signed-in", user }}>
        <Thread postId="a-post" title="A post" />
      </SessionContext>,
    );
    await answered(() => reads.at(0).resolve(page(0, 0, false)));
    sent.nameRefusal = "Please choose the name your posts are shown with.";
    await userEvent.type(screen.getByLabelText(REPLY_LABEL), "Hello");
    await userEvent.click(screen.getByRole("button", { name: "Post reply" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(sent.nameRefusal);
    expect(screen.getByRole("link", { name: "Choose a name" }).getAttribute("href")).toBe("/account");
    // The text stays for after the name is chosen.
    expect(screen.getByLabelText<HTMLTextAreaElement>(REPLY_LABEL).value).toBe("Hello");
  });
});
