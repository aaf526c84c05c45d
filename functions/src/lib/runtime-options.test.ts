import { expect, it } from "vitest";
import { defineSecret } from "firebase-functions/params";
import { GLOBAL_OPTIONS, runtimeOptions, triggerOptions } from "./runtime-options";

it("enforces App Check in production and skips it under the emulator", () => {
  expect(runtimeOptions({}).enforceAppCheck).toBe(true);
  expect(runtimeOptions({ FUNCTIONS_EMULATOR: "true" }).enforceAppCheck).toBe(false);
});

it("sets instances and memory for every function once, and each kind's timeout", () => {
  expect(GLOBAL_OPTIONS.maxInstances).toBeGreaterThan(0);
  expect(GLOBAL_OPTIONS.memory).toBe("256MiB");
  for (const options of [runtimeOptions({}), triggerOptions()]) expect(options.timeoutSeconds).toBeGreaterThan(0);
});

it("consumes App Check tokens only for a replay-protected callable, and only where App Check is enforced", () => {
  expect(runtimeOptions({}, { replayProtected: true }).consumeAppCheckToken).toBe(true);
  expect(runtimeOptions({}, { replayProtected: true }).enforceAppCheck).toBe(true);
  expect(runtimeOptions({ FUNCTIONS_EMULATOR: "true" }, { replayProtected: true }).consumeAppCheckToken).toBe(false);
  expect(runtimeOptions({}).consumeAppCheckToken).toBe(false);
  expect(runtimeOptions({}, { replayProtected: false }).consumeAppCheckToken).toBe(false);
});

it("binds the secrets a callable lists, and none otherwise", () => {
  const secret = defineSecret("SOME_KEY");
  expect(runtimeOptions({}, { secrets: [secret] }).secrets).toEqual([secret]);
  expect(runtimeOptions({ FUNCTIONS_EMULATOR: "true" }, { secrets: [secret] }).secrets).toEqual([secret]);
  expect(runtimeOptions({}).secrets).toEqual([]);
});
