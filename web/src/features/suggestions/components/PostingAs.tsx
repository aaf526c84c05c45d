import { useSession } from "../../../lib/session/use-session";
import { authorLabel, type AuthorLabel } from "../../../lib/session/author-label";

const WHY: Record<AuthorLabel["source"], string> = {
  "display-name": "Your display name is shown publicly with your suggestion.",
  email: "Your account has no display name, so your e-mail address is shown publicly with your suggestion.",
  none: "Your account has no display name or e-mail address, so your suggestion is shown as anonymous.",
};

/** Says, before saving, the name the suggestion will be shown with: what the server will store. */
export function PostingAs() {
  const session = useSession();
  if (session.status !== "signed-in") return null;
  const { label, source } = authorLabel(session.user);
  return (
    <p>
      Posting as <strong>{label}</strong>. {WHY[source]}
    </p>
  );
}
