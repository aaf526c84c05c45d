// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { QueueItem } from "@village/shared";
import { QueueReports } from "./QueueReports";

afterEach(cleanup);

const item = (over: Partial<QueueItem>): QueueItem => ({
  postId: "p1",
  hidden: true,
  reasons: { spam: 20, hate: 1 },
  notes: [],
  reports: 21,
  accounts: 1,
  counted: 0,
  newReports: 0,
  lastReportAt: "2026-11-25T14:00:00.000Z",
  reviewed: false,
  ...over,
});

const note = (from: QueueItem["notes"][number]["from"], text: string) => ({
  reason: "spam" as const,
  note: text,
  at: "2026-11-25T14:00:00.000Z",
  from,
});

describe("QueueReports", () => {
  it("says how many voices reported, how many were accounts and how many counted", () => {
    render(<QueueReports item={item({})} />);
    expect(
      screen.getByText(/^21 reports \(1 from signed-in accounts, 0 counted toward hiding; 20 signed out\):/),
    ).toBeTruthy();
  });

  it("shows the notes by source, accounts with standing first, never who", () => {
    const notes = [note("standing", "Standing says"), note("account", "Account says"), note("signed-out", "Anon says")];
    render(<QueueReports item={item({ notes })} />);
    const sections = screen.getAllByRole("region");
    expect(sections.map((section) => section.getAttribute("aria-label"))).toEqual([
      "Notes: Account with standing",
      "Notes: Account",
      "Notes: Signed out",
    ]);
    expect(within(sections[2] as HTMLElement).getByText("Anon says")).toBeTruthy();
  });

  it("counts the reports since a moderator acted on a hidden post, and only then", () => {
    render(<QueueReports item={item({ reviewed: true, newReports: 2 })} />);
    expect(screen.getByText(/^2 new reports since a moderator acted\./)).toBeTruthy();
    cleanup();
    render(<QueueReports item={item({ reviewed: false, newReports: 2 })} />);
    expect(screen.queryByText(/new reports? since/)).toBeNull();
  });
});
