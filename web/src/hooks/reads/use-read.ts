import { useCallback, useEffect, useEffectEvent, useRef, useState } from "react";
import { errorMessage } from "../../lib/errors/error-message";

/** One read as a screen shows it: not asked for (no key), under way, answered, or failed (in words). */
export type ReadState<Value> =
  { status: "idle" } | { status: "loading" } | { status: "done"; value: Value } | { status: "failed"; message: string };

/**
 * The app's one way to read something a screen shows (decision 0058): `read` runs for `key` (null: nothing
 * to read yet), and again on `retry`. Only the newest request counts: a new key, a retry or leaving the
 * screen aborts the one before (`signal`; a `fetch` stops, a callable, which cannot be stopped, has its late
 * answer ignored). A new key shows "loading" in the same render, never the previous key's answer. A failure
 * is said with `errorMessage`, the app's one mapping of errors to words.
 */
export function useRead<Value>(
  key: string | null,
  read: (signal: AbortSignal) => Promise<Value>,
  /**
   * `key`'s value as the page already has it (a server rendered the page with it): the first state, with no
   * read, until the key changes or Retry is pressed.
   */
  initial?: Value | null,
): ReadState<Value> & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; attempt: number; state: ReadState<Value> } | null>(() =>
    key !== null && initial != null ? { key, attempt: 0, state: { status: "done", value: initial } } : null,
  );
  // The key the initial value answers, until the first read of another key or a retry: coming back to that
  // key later reads it afresh.
  const given = useRef(answer?.key ?? null);
  // The latest `read` of this render, without the effect running again for each new function.
  const readNow = useEffectEvent(read);

  useEffect(() => {
    if (key === null) return;
    if (given.current !== null && (given.current !== key || attempt !== 0)) given.current = null;
    if (given.current === key) return;
    const abort = new AbortController();
    readNow(abort.signal).then(
      (value) => {
        if (!abort.signal.aborted) setAnswer({ key, attempt, state: { status: "done", value } });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        console.warn("Could not read", error);
        setAnswer({ key, attempt, state: { status: "failed", message: errorMessage(error) } });
      },
    );
    return () => abort.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  if (key === null) return { status: "idle", retry };
  const state: ReadState<Value> =
    answer?.key === key && answer.attempt === attempt ? answer.state : { status: "loading" };
  return { ...state, retry };
}
