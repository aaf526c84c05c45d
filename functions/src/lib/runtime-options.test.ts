import { expect, it } from "vitest";
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
