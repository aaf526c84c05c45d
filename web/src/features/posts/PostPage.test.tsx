// @vitest-environment happy-dom
// The post page's read, driven by promises the test settles in the order it chooses.
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Post } from "./api/post";
import { answered, heldCalls } from "../../../test/support/held-calls";
import { PostPage } from "./PostPage";

const reads = heldCalls<Post | null, { postId: string; signal: AbortSignal | undefined }>();

vi.mock("./api/posts-api", () => ({
  fetchPost: (postId: string, signal?: AbortSignal) => reads.call({ postId, signal }),
}));

const post = (id: string, title: string): Post => ({
  id,
  title,
  details: "",
  link: "",
  author: "anonymous",
  createdAt: new Date("2026-11-25T14:00:00.000Z"),
});

const readAt = reads.at;

afterEach(() => {
  cleanup();
  reads.clear();
  vi.restoreAllMocks();
});

describe("the post page", () => {
  it("shows the post it is at when the previous one's answer comes last, and aborted that read", async () => {
    const { rerender } = render(<PostPage postId="a" />);
    rerender(<PostPage postId="b" />);
    expect(readAt(0).signal?.aborted).toBe(true);
    await answered(() => readAt(1).resolve(post("b", "Post B")));
    await answered(() => readAt(0).resolve(post("a", "Post A")));
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Post B");
  });

  it("aborts its read when the page is left", () => {
    const { unmount } = render(<PostPage postId="a" />);
    unmount();
    expect(readAt(0).signal?.aborted).toBe(true);
  });

  it("says a failed read in the app's words, and Try again reads it again", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    render(<PostPage postId="a" />);
    await answered(() => readAt(0).reject(new TypeError("Failed to fetch")));
    screen.getByRole("heading", { name: "This post could not be loaded", level: 1 });
    expect(screen.getByRole("alert").textContent).toBe(
      "We couldn't reach Village. Check your internet connection and try again.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await answered(() => readAt(1).resolve(post("a", "Post A")));
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Post A");
  });
});
