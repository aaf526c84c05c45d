import { describe, expect, it } from "vitest";
import { AGE_CONFIRMED_KEY } from "./age-memory";
import { authoredPost, rememberAuthoredPost, SIGNED_OUT } from "./authored-posts";
import {
  expireIdleSignedOutBrowser,
  forgetSignedOutBrowser,
  noteSignedOutUse,
  SIGNED_OUT_IDLE_DAYS,
  SIGNED_OUT_USED_KEY,
  signedOutIdentityIdle,
  signedOutIdentityKept,
} from "./signed-out-browser";

const DAY = 24 * 60 * 60 * 1000;

function memoryStorage() {
  const values = new Map<string, string>();
  const storage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
  return { values, storage: () => storage };
}

describe("the signed-out browser's identity", () => {
  it(`is idle after ${SIGNED_OUT_IDLE_DAYS} days without use, and each use starts the count again`, () => {
    const { storage } = memoryStorage();
    const start = Date.UTC(2026, 0, 1);
    expect(signedOutIdentityIdle(start, storage)).toBe(false);
    noteSignedOutUse(start, storage);
    expect(signedOutIdentityIdle(start + SIGNED_OUT_IDLE_DAYS * DAY, storage)).toBe(false);
    expect(signedOutIdentityIdle(start + SIGNED_OUT_IDLE_DAYS * DAY + 1, storage)).toBe(true);
    noteSignedOutUse(start + 6 * DAY, storage);
    expect(signedOutIdentityIdle(start + 8 * DAY, storage)).toBe(false);
  });

  it("lets an idle browser's signed-out posts go at page load, keeping every account's and the time", () => {
    const { storage, values } = memoryStorage();
    rememberAuthoredPost(SIGNED_OUT, "mine", {}, storage);
    rememberAuthoredPost("uid-1", "theirs", {}, storage);
    const used = Date.now() - (SIGNED_OUT_IDLE_DAYS + 1) * DAY;
    noteSignedOutUse(used, storage);

    expireIdleSignedOutBrowser(Date.now(), storage);

    expect(authoredPost("mine", SIGNED_OUT, storage)).toBeNull();
    expect(authoredPost("theirs", "uid-1", storage)).toEqual({});
    // Kept, so that the Auth SDK, when it loads, finds the identity idle and ends it too.
    expect(values.get(SIGNED_OUT_USED_KEY)).toBe(String(used));
    expect(signedOutIdentityKept(storage)).toBe(false);
  });

  it("counts a browser from before the record, with signed-out posts and no time, as used now", () => {
    const { storage } = memoryStorage();
    rememberAuthoredPost(SIGNED_OUT, "mine", {}, storage);
    const now = Date.UTC(2026, 0, 1);
    expireIdleSignedOutBrowser(now, storage);
    expect(authoredPost("mine", SIGNED_OUT, storage)).toEqual({});
    expect(signedOutIdentityIdle(now + SIGNED_OUT_IDLE_DAYS * DAY + 1, storage)).toBe(true);
  });

  it("forgets the signed-out posts, the age confirmed and the time of last use", () => {
    const { storage, values } = memoryStorage();
    rememberAuthoredPost(SIGNED_OUT, "mine", {}, storage);
    values.set(AGE_CONFIRMED_KEY, "yes");
    noteSignedOutUse(Date.now(), storage);
    expect(signedOutIdentityKept(storage)).toBe(true);

    forgetSignedOutBrowser(storage);

    expect(authoredPost("mine", SIGNED_OUT, storage)).toBeNull();
    expect(values.has(AGE_CONFIRMED_KEY)).toBe(false);
    expect(values.has(SIGNED_OUT_USED_KEY)).toBe(false);
    expect(signedOutIdentityKept(storage)).toBe(false);
  });
});
