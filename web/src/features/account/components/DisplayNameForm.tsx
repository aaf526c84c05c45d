import { NameChoiceForm } from "../../../components/form/NameChoiceForm";
import { saveDisplayName } from "../api/account-api";

const savedSentence = (name: string) => `Saved. Your posts, past and new, now show "${name}".`;

/** Changes the name the account's posts are shown with, the posts already made included. */
export function DisplayNameForm({ current, email }: { current: string; email: string | null }) {
  return (
    <NameChoiceForm
      id="account-display-name"
      heading="Display name"
      current={current === email ? "" : current}
      hint="Public: shown with your suggestions, the ones you already posted included. Posts made on Post Anonymously never show it."
      save={saveDisplayName}
      emailChoice={email ?? undefined}
      savedSentence={savedSentence}
    />
  );
}
