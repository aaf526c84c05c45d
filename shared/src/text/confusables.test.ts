import { describe, expect, it } from "vitest";
import { skeleton } from "./confusables.js";

describe("skeleton (UTS #39)", () => {
  it("maps confusable letters to their prototype, as Unicode's confusables.txt says", () => {
    expect(skeleton("\u041Coderator")).toBe("Moderator");
    expect(skeleton("p\u0430yp\u0430l")).toBe("paypal");
    expect(skeleton("\u0391\u0392\u0395")).toBe("ABE");
    expect(skeleton("I|1")).toBe("lll");
    expect(skeleton("0")).toBe("O");
    expect(skeleton("m")).toBe("rn");
  });

  it("gives two strings a reader cannot tell apart the same skeleton, and leaves others apart", () => {
    expect(skeleton("\u0455\u0443\u0455t\u0435m")).toBe(skeleton("system"));
    expect(skeleton("rn")).toBe(skeleton("m"));
    expect(skeleton("admin")).not.toBe(skeleton("adnin"));
  });

  it("decomposes first and after (NFD), so accents stay marks beside their letter", () => {
    expect(skeleton("\u00E9")).toBe("e\u0301");
    expect(skeleton("\u0435\u0301")).toBe("e\u0301");
  });

  it("leaves text without confusables as it is (NFD)", () => {
    for (const text of ["Ada Lovelace", "山田太郎", "محمد", ""]) expect(skeleton(text)).toBe(text.normalize("NFD"));
  });
});
