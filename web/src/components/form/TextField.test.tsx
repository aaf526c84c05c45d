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

  it("starts with a box of the limit and a counter at 0", () => {
    renderText();
    expect(box("Text").maxLength).toBe(5000);
    expect(description("Text")).toBe("0/5000");
    expect(box("Text").getAttribute("aria-invalid")).toBeNull();
  });

  it("counts what a person types as the server will store it", async () => {
    renderText();
    await userEvent.type(box("Text"), "Hello  ");
    expect(description("Text")).toBe("5/5000");
    await userEvent.clear(box("Text"));
    // e + combining acute is stored as the single letter é.
    await userEvent.type(box("Text"), "e\u0301");
    expect(description("Text")).toBe("1/5000");
  });

  it("shows the server's sentence, tied to the box, once the stored text is over the limit", async () => {
    renderText();
    // 1700 characters as typed, 5100 once NFC has written out each U+FB2C as 3.
    await userEvent.click(box("Text"));
    await userEvent.paste("\uFB2C".repeat(1700));
    expect(box("Text").getAttribute("aria-invalid")).toBe("true");
    expect(description("Text")).toBe("5100/5000 | Text must be at most 5000 characters.");
  });

  it("lets a caller's own problem come first", async () => {
    render(<Field id="t" label="Title" limit={100} error="Nope." />);
    await userEvent.click(box("Title"));
    await userEvent.paste("\uFB2C".repeat(40));
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
