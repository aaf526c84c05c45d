// Whether the Functions emulator loaded the functions. When its discovery of them fails, firebase-tools logs
// one line and starts anyway, with no function: every test that calls one then waits for its timeout, which
// once kept a CI run going past its limit with no verdict (docs/decisions/0114). The emulator step checks
// this first and stops at once instead.

/**
 * How many functions the Functions emulator at `origin` ("http://127.0.0.1:5001") serves, from its `/backends`
 * listing; 0 when it serves none or does not answer as firebase-tools 14 does.
 * @param {string} origin
 */
export async function loadedFunctionCount(origin) {
  try {
    const response = await fetch(`${origin}/backends`);
    if (!response.ok) return 0;
    const body = await response.json();
    const backends = Array.isArray(body?.backends) ? body.backends : [];
    return backends.reduce(
      (sum, backend) => sum + (Array.isArray(backend?.functionTriggers) ? backend.functionTriggers.length : 0),
      0,
    );
  } catch {
    return 0;
  }
}

/** The words printed when the emulator at `origin` serves no function. */
export const noFunctionsMessage = (origin) =>
  `\n✗ The Functions emulator at ${origin} serves no function: its discovery of them failed (look for ` +
  `"Failed to load function definition from source" above). Stopping rather than letting every test time out.\n`;
