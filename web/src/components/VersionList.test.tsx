// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { VersionList } from "./VersionList";

afterEach(cleanup);

describe("VersionList", () => {
  it("lists each earlier version with what it said and when it was replaced, in the order given", () => {
    render(
      <VersionList
        metaClassName="small"
        versions={[
          { title: "Tool libary", details: "Lend ladders", replacedAt: "2026-11-29T10:05:00.000Z" },
          { details: "Only text, no title", link: "https://example.org/x" },
        ]}
      />,
    );
    const [first, second] = screen.getAllByRole("listitem");
    if (!first || !second) throw new Error("two versions expected");
    expect(within(first).getByText("Tool libary").tagName).toBe("STRONG");
    within(first).getByText("Lend ladders");
    const replaced = within(first).getByText(/^Replaced on/);
    expect(replaced.className).toBe("small");
    expect(replaced.querySelector("time")?.getAttribute("datetime")).toBe("2026-11-29T10:05:00.000Z");
    within(second).getByText("Only text, no title");
    within(second).getByText("https://example.org/x");
    expect(within(second).queryByText(/^Replaced on/)).toBeNull();
    expect(within(second).queryByRole("strong")).toBeNull();
  });
});
