import { describe, expect, it } from "vitest";
import { ownerStore, READ_EVERY_MS, readDue } from "./owner-store";

describe("what a person was told, kept for the tab", () => {
  it("reads at most once a minute for one person, and at once for another", () => {
    expect(readDue(null, "uid-1", 0)).toBe(true);
    const last = { owner: "uid-1", at: 1_000 };
    expect(readDue(last, "uid-1", 1_000 + READ_EVERY_MS - 1)).toBe(false);
    expect(readDue(last, "uid-1", 1_000 + READ_EVERY_MS)).toBe(true);
    expect(readDue(last, "", 1_001)).toBe(true);
  });

  it("shows an answer only to the owner it was read for, and drops one read for someone who left", () => {
    const store = ownerStore<string>();
    let told = 0;
    store.subscribe(() => (told += 1));
    expect(store.startRead("uid-1")).not.toBeNull();
    expect(store.startRead("uid-1")).toBeNull();
    expect(store.startRead("uid-1", true)).not.toBeNull();
    store.publish("uid-1", "three new replies");
    expect(store.valueFor("uid-1")).toBe("three new replies");
    expect(store.valueFor("")).toBeNull();
    // Someone else signed in here while a read for uid-1 was on its way: its answer is not theirs to see.
    store.startRead("");
    store.publish("uid-1", "late answer");
    expect(store.valueFor("uid-1")).toBe("three new replies");
    expect(told).toBe(1);
  });
});
