// For unit tests that drive reads in the order they choose: each call is held until the test answers it, so a
// test can answer a later call before an earlier one (stale answers) or never (a read still on its way).
import { act } from "@testing-library/react";

/** How a held call is answered. */
export interface Answer<Value> {
  resolve: (value: Value) => void;
  reject: (error: unknown) => void;
}

/**
 * A function (`call`) whose every call returns a promise the test settles: `asked` lists the calls in order,
 * each with what the caller said of it (`Asked`: its key, cursor, signal…); `at(index)` is one of them,
 * failing the test if it never came.
 */
export function heldCalls<Value, Asked extends object>() {
  const asked: (Asked & Answer<Value>)[] = [];
  const call = (what: Asked) =>
    new Promise<Value>((resolve, reject) => {
      asked.push({ ...what, resolve, reject });
    });
  const at = (index: number) => {
    const found = asked[index];
    if (!found) throw new Error(`call ${index} was not asked for (${asked.length} were)`);
    return found;
  };
  /** Forgets every call (between tests, for one kept at module level for a `vi.mock`). */
  const clear = () => {
    asked.length = 0;
  };
  return { asked, call, at, clear };
}

/** Settles a held call with `settle`, then lets React apply whatever that caused. */
export const answered = (settle: () => void) =>
  act(() => {
    settle();
    return Promise.resolve();
  });
