import { useRef, useState } from "react";
import { readErrorMessage } from "../../lib/errors/error-words";

export interface PendingAction {
  /**
   * Runs `action` unless one is already on its way: clears the last error first, and puts a failure into
   * the words of `errorMessage`. Resolves to true when the action succeeded, false when it failed or did
   * not run.
   */
  run: (action: () => Promise<void>) => Promise<boolean>;
  /** An action is on its way. */
  pending: boolean;
  /** The last failure, in words, or a problem the form found itself (`setError`). */
  error: string | null;
  setError: (error: string | null) => void;
}

/**
 * A failed action in `errorMessage`'s words. The sign-in service's sentences load with them, on the first
 * failure: the home route's first load carries none (its sign-out and verification buttons are the only
 * actions on it; decision 0132). When they cannot load, the words every page has.
 */
async function failureWords(caught: unknown): Promise<string> {
  try {
    const { errorMessage } = await import("../../lib/errors/error-message");
    return errorMessage(caught);
  } catch {
    return readErrorMessage(caught);
  }
}

/**
 * The one shape of "press, wait, succeed or say why not" for the web app's forms and buttons, so that each
 * one guards against a double press and words its failures the same way. Forms that call a callable get it
 * through `useCallableForm`.
 */
export function usePendingAction(): PendingAction {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A ref, not the state: two presses in one frame both see the state before either render.
  const running = useRef(false);

  async function run(action: () => Promise<void>): Promise<boolean> {
    if (running.current) return false;
    running.current = true;
    setError(null);
    setPending(true);
    try {
      await action();
      return true;
    } catch (caught) {
      setError(await failureWords(caught));
      return false;
    } finally {
      running.current = false;
      setPending(false);
    }
  }

  return { run, pending, error, setError };
}
