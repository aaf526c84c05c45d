// For unit tests of components that read the session: what a visitor would read, as plain text.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { SessionContext, type SessionState } from "./session-context";

/** The text `element` shows for `session`, without markup, entities for apostrophes decoded. */
export function textShown(session: SessionState, element: ReactNode): string {
  const html = renderToStaticMarkup(<SessionContext value={session}>{element}</SessionContext>);
  return html.replace(/<[^>]*>/g, "").replace(/&#x27;/g, "'");
}
