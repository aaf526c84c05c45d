import { NameChoiceForm } from "../../../components/form/NameChoiceForm";
import { useSession } from "../../../lib/session/use-session";
import { authorLabel, type AuthorLabel } from "../../../lib/session/author-label";
import { saveDisplayName } from "../api/suggestions-api";

const WHY: Record<Exclude<AuthorLabel["source"], "unchosen">, string> = {
  "display-name": "Your display name is shown publicly with your suggestion.",
  email: "You chose to be shown by your e-mail address: it is shown publicly with your suggestion.",
  none: "Your account has no display name or e-mail address, so your suggestion is shown as anonymous.",
};

/**
 * Says, before saving, the name the suggestion will be shown with: what the server will store. An account
 * that has not chosen one yet is asked here, before its first post, and nothing is published under its
 * e-mail address unless it picks that on purpose.
 */
export function PostingAs() {
  const session = useSession();
  if (session.status !== "signed-in") return null;
  const author = authorLabel(session.user);
  if (author.source === "unchosen") {
    return (
      <NameChoiceForm
        id="posting-name"
        heading="How should your posts be signed?"
        intro={
          <p>Choose the name shown publicly with your suggestions. You can change it later on your account page.</p>
        }
        current=""
        hint="Public: shown with every suggestion you post."
        save={saveDisplayName}
        emailChoice={session.user.email ?? undefined}
        savedSentence={(name) => `Saved. Your suggestions will show "${name}".`}
      />
    );
  }
  return (
    <p>
      Posting as <strong>{author.label}</strong>. {WHY[author.source]}
    </p>
  );
}
