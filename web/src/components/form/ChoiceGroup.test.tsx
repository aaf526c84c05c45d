// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { ChoiceGroup } from "./ChoiceGroup";

afterEach(cleanup);

const options = [
  { value: "a", label: "First" },
  { value: "b", label: "Second" },
] as const;

/** The group as a form holds it: the choice made is state, starting at `initial`. */
function Picker({ initial, error }: { initial: "a" | "b" | null; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <ChoiceGroup
      name="pick"
      legend="Pick one"
      options={options}
      value={value}
      onChange={setValue}
      error={error}
      className="group"
      optionClassName="option"
    />
  );
}

const radio = (name: string) => screen.getByRole<HTMLInputElement>("radio", { name });

describe("ChoiceGroup", () => {
  it("lists the choices under its legend by their labels, the one made checked, and no problem", () => {
    render(<Picker initial="b" />);
    const group = screen.getByRole("group", { name: "Pick one" });
    expect(group.getAttribute("aria-describedby")).toBeNull();
    expect(radio("First").checked).toBe(false);
    expect(radio("Second").checked).toBe(true);
    for (const name of ["First", "Second"]) expect(radio(name).getAttribute("aria-invalid")).toBeNull();
  });

  it("changes the choice when a person clicks another label", async () => {
    render(<Picker initial="b" />);
    await userEvent.click(screen.getByText("First"));
    expect(radio("First").checked).toBe(true);
    expect(radio("Second").checked).toBe(false);
  });

  it("ties its problem to the group and marks the first choice invalid", () => {
    render(<Picker initial={null} error="Please pick one." />);
    expect(screen.getByRole("group", { name: "Pick one", description: "Please pick one." })).toBeDefined();
    expect(radio("First").getAttribute("aria-invalid")).toBe("true");
    expect(radio("Second").getAttribute("aria-invalid")).toBeNull();
  });
});
