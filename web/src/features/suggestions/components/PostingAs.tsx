import { StatusLine } from "../../../components/feedback/StatusLine";
import { NameChoiceForm } from "../../../components/form/NameChoiceForm";
import form from "../../../components/form/Form.module.css";
import { useSession } from "../../../lib/session/use-session";
import { authorLabel, type AuthorLabel } from "../../../lib/session/author-label";
import { saveDisplayName } from "../api/suggestions-api";

const WHY: Record<Exclude<AuthorLabel["source"], "unchosen">, string> = {
  "display-name": "Your display name is shown publicly with your suggestion.",
  email: "You chose to be shown by your e-mail address: it is shown publicly with your suggestion.",
  none: "Your account has no display name or e-mail address, so your suggestion is shown as anonymous.",
};

/** What the status line says once the name is chosen here, before the suggestion's form. */
export const NAME_SAVED = "Name saved.";

interface PostingAsProps {
  /** The server refused a post for want of a name (the session did not know yet): asked again, said beside it. */
  problem?: string | null;
  /** The name was chosen here a moment ago: said, with focus, above the form that comes next. */
  justChosen?: boolean;
  onChosen?: () => void;
}

/** Whether the page asks for the name first (its own step: the suggestion's form comes once it is chosen). */
export const asksForName = (user: { displayName: string | null; email: string | null } | null, problem: unknown) =>
  problem != null || (user !== null && authorLabel(user).source === "unchosen");

/**
 * Says, before saving, the name the suggestion will be shown with: what the server will store. An account
 * that has not chosen one yet is asked here, before its first post, as a step of its own, and nothing is
 * published under its e-mail address unless it picks that on purpose.
 */
export function PostingAs({ problem = null, justChosen = false, onChosen }: PostingAsProps) {
  const session = useSession();
  if (session.status !== "signed-in") return null;
  const author = authorLabel(session.user);
  if (author.source === "unchosen" || problem !== null) {
    return (
      <NameChoiceForm
        id="posting-name"
        heading="How should your posts be signed?"
        intro={
          <p>
            First, choose the name shown publicly with your suggestions; then write your suggestion. You can change the
            name later on your account page.
          </p>
        }
        current=""
        hint="Public: shown with every suggestion you post."
        save={saveDisplayName}
        emailChoice={session.user.email ?? undefined}
        savedSentence={(name) => `Saved. Your suggestions will show "${name}".`}
        onSaved={onChosen}
        problem={problem}
      />
    );
  }
  return (
    <>
      {justChosen && <StatusLine said={NAME_SAVED} className={form.success} />}
      <p>
        Posting as <strong>{author.label}</strong>. {WHY[author.source]}
      </p>
    </>
  );
}
