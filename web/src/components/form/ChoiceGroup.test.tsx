import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ChoiceGroup } from "./ChoiceGroup";

const options = [
  { value: "a", label: "First" },
  { value: "b", label: "Second" },
] as const;

/** Each radio button's tag, in order. */
const inputs = (html: string) => html.match(/<input[^>]*>/g) ?? [];

const render = (error?: string) =>
  renderToStaticMarkup(
    <ChoiceGroup
      name="pick"
      legend="Pick one"
      options={options}
      value="b"
      onChange={() => undefined}
      error={error}
      className="group"
      optionClassName="option"
    />,
  );

describe("ChoiceGroup", () => {
  it("lists the choices in their labels, the one made checked, and no problem", () => {
    const html = render();
    expect(html).toContain("<legend");
    const [first, second] = inputs(html);
    expect(first).not.toContain("checked");
    expect(second).toContain('checked=""');
    expect(html).toContain("/>Second</label>");
    expect(html).not.toContain("aria-");
  });

  it("ties its problem to the group and marks the first choice invalid", () => {
    const html = render("Please pick one.");
    expect(html).toContain('aria-describedby="pick-error"');
    expect(html).toContain('<p id="pick-error"');
    const [first, second] = inputs(html);
    expect(first).toContain('aria-invalid="true"');
    expect(second).not.toContain("aria-invalid");
  });
});
