import { describe, expect, it } from "vitest";
import { bindFields } from "./bind-fields";

describe("bindFields", () => {
  it("gives each field its value, its problem and a change that sets it by name", () => {
    const changes: [string, string][] = [];
    const field = bindFields(
      { values: { title: "Garden", details: "" }, set: (key, value) => changes.push([key, value]) },
      { details: "Please add some details." },
    );
    const title = field("title");
    expect(title.value).toBe("Garden");
    expect(title.error).toBeUndefined();
    expect(field("details").error).toBe("Please add some details.");
    title.onChange("Gardens");
    expect(changes).toEqual([["title", "Gardens"]]);
  });
});
