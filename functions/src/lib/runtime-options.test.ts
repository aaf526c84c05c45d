import { expect, it } from "vitest";
import { defineSecret } from "firebase-functions/params";
import { runtimeOptions, triggerOptions } from "./runtime-options";

it("enforces App Check in production and skips it under the emulator", () => {
  expect(runtimeOptions({}).enforceAppCheck).toBe(true);
  expect(runtimeOptions({ FUNCTIONS_EMULATOR: "true" }).enforceAppCheck).toBe(false);
});

it("sets every function's instances, memory and timeout explicitly", () => {
  for (const options of [runtimeOptions({}), triggerOptions()]) {
    expect(options.maxInstances).toBeGreaterThan(0);
    expect(options.memory).toBe("256MiB");
    expect(options.timeoutSeconds).toBeGreaterThan(0);
  }
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
