import { useRef, useState } from "react";
import { useLocation } from "wouter";
import { CHOOSE_A_NAME_MESSAGE, createSuggestion, LIMITS } from "@village/shared";
import { Form } from "../../components/form/Form";
import { TextField } from "../../components/form/TextField";
import { FormActions, FormError } from "../../components/form/FormButtons";
import { stopsPosting, SuspensionNoticeFor } from "../../components/feedback/SuspensionNotice";
import { useMySuspension } from "../../hooks/notices/use-my-suspension";
import { SafeModeNotice } from "../../components/feedback/SafeModeNotice";
import { RequireSession } from "../../components/session/RequireSession";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { useFocusFirstInvalid } from "../../hooks/forms/use-focus-first-invalid";
import { useCallableForm } from "../../hooks/forms/use-callable-form";
import { useSessionDraft } from "../../hooks/forms/use-session-draft";
import { DraftRestoredNote } from "../../components/form/DraftRestoredNote";
import { bindFields } from "../../lib/forms/bind-fields";
import { saveSuggestion } from "./api/suggestions-api";
import { AgeConfirmation } from "./components/AgeConfirmation";
import { asksForName, PostingAs } from "./components/PostingAs";
import { paths, postPath } from "../../lib/paths";
import { authorLabel } from "../../lib/session/author-label";
import { useSession } from "../../lib/session/use-session";

/**
 * `/new`: its frame (heading and what it is for) for everyone, which the build renders; the form for
 * signed-in people, and the others sent to sign in (docs/decisions/0106).
 */
export function NewSuggestionPage() {
  useDocumentTitle("Post a Suggestion");
  return (
    <section aria-labelledby="new-suggestion-heading">
      <h1 id="new-suggestion-heading">Post a Suggestion</h1>
      <p>Share a suggestion with the village, signed with your name.</p>
      <RequireSession>
        <NewSuggestion />
      </RequireSession>
    </section>
  );
}

function NewSuggestion() {
  const [, navigate] = useLocation();
  const session = useSession();
  // The author's own suspension, read as the page opens: its notice above the form, and the form disabled.
  const suspension = useMySuspension();
  const draft = useSessionDraft("new", { title: "", details: "" });
  // The last saved suggestion: one safe mode holds is opened, to show its author that it waits.
  const saved = useRef<{ id: string; held: boolean } | null>(null);
  const { submit, pending, problems, error } = useCallableForm({
    schema: createSuggestion.input,
    send: (input: Parameters<typeof saveSuggestion>[0]) =>
      saveSuggestion(input).then((answer) => {
        saved.current = answer;
      }),
    fields: ["title", "details"],
  });
  const field = bindFields(draft, problems);
  // The name posts are signed with: a refusal made under another (none chosen yet) is stale once one is.
  const signedAs = session.user ? (authorLabel(session.user).label ?? "") : "";
  const [refusedAs, setRefusedAs] = useState<string | null>(null);
  const { containerRef, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const [nameJustChosen, setNameJustChosen] = useState(false);
  const refusal = refusedAs === signedAs ? error : null;
  // The name first, as a step of its own: the suggestion's form comes once it is chosen. A post the server
  // refused for want of one asks again, the refusal beside the name's field.
  const nameRefused = refusal === CHOOSE_A_NAME_MESSAGE ? refusal : null;
  const naming = asksForName(session.user, nameRefused);

  function leave() {
    draft.clear();
    navigate(paths.home);
  }

  async function onSubmit() {
    if (pending) return;
    if (await submit(draft.values)) {
      const held = saved.current?.held === true ? saved.current.id : null;
      if (held === null) leave();
      else {
        // Held by safe mode: its page tells its author it is waiting for a moderator.
        draft.clear();
        navigate(postPath(held));
      }
    } else {
      setRefusedAs(signedAs);
      focusFirstInvalid();
    }
  }

  return (
    <>
      <SuspensionNoticeFor suspension={suspension} accountOnly />
      <SafeModeNotice />
      <PostingAs
        problem={nameRefused}
        justChosen={nameJustChosen}
        onChosen={() => {
          setNameJustChosen(true);
          setRefusedAs(null);
        }}
      />
      {!naming && (
        <>
          {session.user?.ageConfirmed === false && <AgeConfirmation />}
          <DraftRestoredNote shown={draft.restored} />
          <Form ref={containerRef} onSubmit={onSubmit} disabled={stopsPosting(suspension, true)}>
            <TextField
              id="title"
              label="Title"
              placeholder="Play galaga"
              limit={LIMITS.suggestionTitle}
              counter
              required
              {...field("title")}
            />
            <TextField
              id="details"
              label="Suggestion details"
              placeholder="fun game with alien monsters"
              limit={LIMITS.suggestionDetails}
              counter
              multiline
              rows={5}
              required
              {...field("details")}
            />
            <FormActions pending={pending} pendingLabel="Saving…" onCancel={leave}>
              Save suggestion
            </FormActions>
          </Form>
          <FormError message={refusal} />
        </>
      )}
    </>
  );
}
