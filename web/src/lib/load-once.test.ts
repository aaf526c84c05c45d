import { expect, it } from "vitest";
import { loadOnce } from "./load-once";

it("loads once for every caller, and again after a failure", async () => {
  let calls = 0;
  const outcomes = [Promise.reject(new Error("offline")), Promise.resolve("sdk")];
  const load = loadOnce(() => {
    calls += 1;
    return outcomes[calls - 1] ?? Promise.resolve("again");
  });
  await expect(Promise.all([load(), load()])).rejects.toThrow("offline");
  expect(calls).toBe(1);
  expect(await Promise.all([load(), load()])).toEqual(["sdk", "sdk"]);
  expect(calls).toBe(2);
});
