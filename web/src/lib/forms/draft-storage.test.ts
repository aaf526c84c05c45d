import { describe, expect, it } from "vitest";
import { clearDraft, readDraft, writeDraft } from "./draft-storage";

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    storage: () => ({
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    }),
  };
}

const blank = { title: "", details: "" };

describe("drafts in session storage", () => {
  it("keeps what was typed and gives it back, field by field", () => {
    const { storage } = memoryStorage();
    writeDraft("new", { title: "Garden", details: "" }, storage);
    expect(readDraft("new", blank, storage)).toEqual({ title: "Garden", details: "" });
    expect(readDraft("anon", { text: "" }, storage)).toBeNull();
  });

  it("forgets a draft whose fields are all blank, and one cleared", () => {
    const { storage, items } = memoryStorage();
    writeDraft("new", { title: "Garden", details: "" }, storage);
    writeDraft("new", { title: "  ", details: "" }, storage);
    expect(items.size).toBe(0);
    writeDraft("new", { title: "Garden", details: "" }, storage);
    clearDraft("new", storage);
    expect(readDraft("new", blank, storage)).toBeNull();
  });

  it("ignores a damaged draft, unknown fields and values that are not text", () => {
    const { storage, items } = memoryStorage();
    items.set("villageDraft:new", "{not json");
    expect(readDraft("new", blank, storage)).toBeNull();
    items.set("villageDraft:new", JSON.stringify({ title: 7, details: "Kept", ownerUid: "x" }));
    expect(readDraft("new", blank, storage)).toEqual({ title: "", details: "Kept" });
  });

  it("keeps nothing, and throws nothing, where storage is blocked", () => {
    const blocked = () => {
      throw new Error("SecurityError");
    };
    expect(() => writeDraft("new", { title: "x" }, blocked)).not.toThrow();
    expect(readDraft("new", blank, blocked)).toBeNull();
    expect(() => clearDraft("new", blocked)).not.toThrow();
  });
});
