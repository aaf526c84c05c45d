import { describe, expect, it } from "vitest";
import { createRequestIds } from "./request-ids";

function counter() {
  let made = 0;
  return () => `id-${++made}`;
}

describe("createRequestIds", () => {
  it("gives a retry of the same values the same id, so the server stores one post", () => {
    const ids = createRequestIds(counter());
    const first = ids.idFor({ title: "Picnic", details: "Sunday" });
    expect(ids.idFor({ title: "Picnic", details: "Sunday" })).toBe(first);
    expect(ids.idFor({ title: "Picnic", details: "Sunday" })).toBe(first);
  });

  it("gives changed values a new id, so an edit after a failure is not answered with the old post", () => {
    const ids = createRequestIds(counter());
    expect(ids.idFor({ title: "Picnic" })).toBe("id-1");
    expect(ids.idFor({ title: "Picnic!" })).toBe("id-2");
    // Going back to the first values is a new submission too: only the latest one is retried.
    expect(ids.idFor({ title: "Picnic" })).toBe("id-3");
  });

  it("makes a new id after a success, even for the same values", () => {
    const ids = createRequestIds(counter());
    expect(ids.idFor({ text: "Hello" })).toBe("id-1");
    ids.done();
    expect(ids.idFor({ text: "Hello" })).toBe("id-2");
    expect(ids.idFor({ text: "Hello" })).toBe("id-2");
  });

  it("keeps separate forms apart", () => {
    const make = counter();
    const one = createRequestIds(make);
    const two = createRequestIds(make);
    expect(one.idFor({ text: "a" })).not.toBe(two.idFor({ text: "a" }));
  });
});
