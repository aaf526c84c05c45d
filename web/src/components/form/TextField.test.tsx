import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TextField } from "./TextField";

const ignore = () => undefined;

describe("TextField with a limit", () => {
  const text = (value: string) =>
    renderToStaticMarkup(
      <TextField id="t" label="Text" value={value} onChange={ignore} multiline limit={5000} counter />,
    );

  it("starts with a box of the limit and a counter at 0", () => {
    const html = text("");
    expect(html).toContain('maxLength="5000"');
    expect(html).toContain(">0/5000</p>");
    expect(html).not.toContain("aria-invalid");
  });

  it("counts the text as the server will store it", () => {
    expect(text("Hello  ")).toContain(">5/5000</p>");
    // e + combining acute is stored as the single letter é.
    expect(text("e\u0301")).toContain(">1/5000</p>");
  });

  it("shows the server's sentence, tied to the box, once the stored text is over the limit", () => {
    // 1700 characters as typed, 5100 once NFC has written out each U+FB2C as 3.
    const html = text("\uFB2C".repeat(1700));
    expect(html).toContain(">5100/5000</p>");
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="t-count t-error"');
    expect(html).toContain('<p id="t-error"');
    expect(html).toContain(">Text must be at most 5000 characters.</p>");
  });

  it("lets a caller's own problem come first", () => {
    const html = renderToStaticMarkup(
      <TextField id="t" label="Title" value={"\uFB2C".repeat(40)} onChange={ignore} limit={100} error="Nope." />,
    );
    expect(html).toContain(">Nope.</p>");
    expect(html).not.toContain("at most");
  });
});

describe("TextField without a limit", () => {
  it("passes maxLength through and shows no counter", () => {
    const html = renderToStaticMarkup(
      <TextField id="n" label="Name" value="Ada" onChange={ignore} maxLength={100} hint="Shown with posts." />,
    );
    expect(html).toContain('maxLength="100"');
    expect(html).toContain('aria-describedby="n-hint"');
    expect(html).not.toMatch(/\d+\/\d+/);
  });
});
