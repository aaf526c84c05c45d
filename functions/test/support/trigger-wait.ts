// Triggers run after the write that caused them; tests wait for their effect (with vi.waitFor) instead of
// sleeping. How long, and how often they look: the emulator's trigger takes a few seconds on a busy machine.

/** vi.waitFor's options for a trigger's effect: up to 15 s, looking every 200 ms. */
export const TRIGGER_WAIT = { timeout: 15_000, interval: 200 } as const;
