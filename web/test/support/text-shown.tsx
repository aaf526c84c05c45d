// For unit tests of components that read the session (with Testing Library, in a happy-dom environment):
// what a visitor would read, as plain text.
import { cleanup, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { SessionContext, type SessionState } from "../../src/lib/session/session-context";

/** The text `element` shows for `session`, as the page's text (no markup; entities read as characters). */
export function textShown(session: SessionState, element: ReactNode): string {
  const { container } = render(<SessionContext value={session}>{element}</SessionContext>);
  const text = container.textContent;
  cleanup();
  return text;
}
