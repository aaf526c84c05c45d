// @vitest-environment happy-dom
// /transparency in the browser: drawn at once from the report its HTML carries (the server's route data, which
// the app's entry leaves to this page), read over the network only on a visit the server did not draw.
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FEWER_THAN_5, ROUTE_DATA_ELEMENT, type TransparencyMonth } from "@village/shared";
import { TransparencyPage } from "./TransparencyPage";

const reads: { resolve: (months: TransparencyMonth[]) => void; reject: (error: unknown) => void }[] = [];

vi.mock("./api/transparency-api", () => ({
  fetchTransparency: () =>
    new Promise<TransparencyMonth[]>((resolve, reject) => {
      reads.push({ resolve, reject });
    }),
}));

const OCTOBER: TransparencyMonth = { month: "2026-10", rows: { posts: 1234, replies: FEWER_THAN_5 } };
const SEPTEMBER: TransparencyMonth = { month: "2026-09", rows: { posts: 15 } };

async function readAt(index: number) {
  await vi.waitFor(() => expect(reads.length).toBeGreaterThan(index));
  const read = reads[index];
  if (!read) throw new Error(`no read ${index}`);
  return read;
}

/** The page's HTML carrying `data` as its route data, as a server-drawn page does. */
function routeData(data: unknown) {
  const element = document.createElement("script");
  element.type = "application/json";
  element.id = ROUTE_DATA_ELEMENT;
  element.textContent = JSON.stringify(data);
  document.body.append(element);
}

afterEach(() => {
  cleanup();
  document.getElementById(ROUTE_DATA_ELEMENT)?.remove();
  reads.length = 0;
});

describe("the transparency report page", () => {
  it("draws the report its HTML carries without a read, once; a later visit reads it", async () => {
    routeData({ route: "transparency", data: [OCTOBER, SEPTEMBER] });
    const first = render(<TransparencyPage />);
    const october = within(screen.getByRole("region", { name: "October 2026" }));
    expect(october.getByRole("row", { name: "Posts published 1,234" })).toBeTruthy();
    expect(october.getByRole("row", { name: `Replies published ${FEWER_THAN_5}` })).toBeTruthy();
    expect(october.getByRole("row", { name: "Violence not counted" })).toBeTruthy();
    expect(screen.getByText("September 2026").closest("details")).toBeTruthy();
    expect(reads).toHaveLength(0);
    first.unmount();

    // Coming back within the app: the HTML's report is used up, so the page reads (and says so meanwhile).
    render(<TransparencyPage />);
    expect(screen.getByRole("status").textContent).toBe("Loading…");
    await act(async () => (await readAt(0)).resolve([]));
    expect(screen.getByText("No month has ended since the report began.")).toBeTruthy();
  });

  it("ignores route data of another page, and offers Retry when the read fails", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const user = userEvent.setup();
    routeData({ route: "home", data: { posts: [] } });
    render(<TransparencyPage />);
    await act(async () => (await readAt(0)).reject(new TypeError("Failed to fetch")));
    expect(screen.getByRole("alert").textContent).toBe(
      "We couldn't reach Village. Check your internet connection and try again.",
    );
    await user.click(screen.getByRole("button", { name: "Retry" }));
    await act(async () => (await readAt(1)).resolve([OCTOBER]));
    expect(screen.getByRole("heading", { name: "October 2026", level: 2 })).toBeTruthy();
  });
});
