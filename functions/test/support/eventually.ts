// Triggers run after the write that caused them; tests wait for their effect instead of sleeping.

/** Re-runs `check` until it stops throwing, or throws its last error after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
