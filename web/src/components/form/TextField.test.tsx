// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState, type ComponentProps } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { TextField } from "./TextField";

afterEach(cleanup);

/** A field as a form holds it: its value is state, changed by what a person types. */
function Field(props: Omit<ComponentProps<typeof TextField>, "value" | "onChange">) {
  const [value, setValue] = useState("");
  return <TextField {...(props as ComponentProps<typeof TextField>)} value={value} onChange={setValue} />;
}

const box = (name: string) => screen.getByRole<HTMLTextAreaElement | HTMLInputElement>("textbox", { name });

/** What a screen reader reads after the field's name: its hint, count and problem, in that order. */
const description = (name: string) =>
  (box(name).getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(" | ");

describe("TextField with a limit", () => {
  const renderText = () => render(<Field id="t" label="Text" multiline limit={5000} counter />);
  const status = () => document.querySelector("[aria-live=polite]");

  it("starts with a counter at 0 and a box that takes any length", () => {
    renderText();
    expect(box("Text").maxLength).toBe(-1);
    expect(description("Text")).toBe("0/5000");
    expect(box("Text").getAttribute("aria-invalid")).toBeNull();
    expect(status()?.textContent).toBe("");
  });

  it("counts what a person types as the server will store it, in characters they see", async () => {
    renderText();
    await userEvent.type(box("Text"), "Hello  ");
    expect(description("Text")).toBe("5/5000");
    await userEvent.clear(box("Text"));
    // e + combining acute is one letter; an emoji is one character, though 2 code units.
    await userEvent.type(box("Text"), "e\u0301🎉🎉🎉");
    expect(description("Text")).toBe("4/5000");
  });

  it("keeps a paste past the limit whole, says how far over it is and announces it once", async () => {
    renderText();
    await userEvent.click(box("Text"));
    await userEvent.paste("x".repeat(5012));
    expect(box("Text").value).toHaveLength(5012);
    expect(box("Text").getAttribute("aria-invalid")).toBe("true");
    expect(description("Text")).toBe("12 characters over the limit | Text must be at most 5000 characters.");
    expect(status()?.textContent).toBe("Text is over its limit of 5000 characters.");
    await userEvent.type(box("Text"), "{Backspace}".repeat(12));
    expect(description("Text")).toBe("5000/5000");
    expect(status()?.textContent).toBe("");
  });

  it("lifts a length problem the last submit found once the text fits, and keeps any other", () => {
    const tooLong = "Title must be at most 100 characters.";
    const { rerender } = render(
      <TextField id="t" label="Title" limit={100} value="Short" onChange={() => {}} error={tooLong} />,
    );
    expect(box("Title").getAttribute("aria-invalid")).toBeNull();
    rerender(
      <TextField id="t" label="Title" limit={100} value={"x".repeat(101)} onChange={() => {}} error={tooLong} />,
    );
    expect(description("Title")).toBe(tooLong);
    rerender(<TextField id="t" label="Title" limit={100} value="Short" onChange={() => {}} error="Nope." />);
    expect(description("Title")).toBe("Nope.");
  });

  it("lets a caller's own problem come first", async () => {
    render(<Field id="t" label="Title" limit={100} error="Nope." />);
    await userEvent.click(box("Title"));
    await userEvent.paste("x".repeat(140));
    expect(description("Title")).toBe("Nope.");
  });
});

describe("TextField without a limit", () => {
  it("passes maxLength through and reads its hint with it, with no counter", async () => {
    render(<Field id="n" label="Name" maxLength={100} hint="Shown with posts." />);
    expect(box("Name").maxLength).toBe(100);
    await userEvent.type(box("Name"), "Ada");
    expect(box("Name").value).toBe("Ada");
    expect(description("Name")).toBe("Shown with posts.");
  });
});
