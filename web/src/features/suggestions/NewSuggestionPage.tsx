import type { SubmitEvent } from "react";
import { useLocation } from "wouter";
import { createSuggestion, LIMITS } from "@village/shared";
import { TextField } from "../../components/form/TextField";
import form from "../../components/form/Form.module.css";
import { FormError, SubmitButton } from "../../components/form/FormButtons";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { useFocusFirstInvalid } from "../../hooks/use-focus-first-invalid";
import { useCallableForm } from "../../hooks/use-callable-form";
import { useSessionDraft } from "../../hooks/use-session-draft";
import { DraftRestoredNote } from "../../components/form/DraftRestoredNote";
import { saveSuggestion } from "./api/suggestions-api";
import { AgeConfirmation } from "./components/AgeConfirmation";
import { PostingAs } from "./components/PostingAs";
import { paths } from "../../lib/paths";
import { useSession } from "../../lib/session/use-session";

export function NewSuggestionPage() {
  useDocumentTitle("Post a Suggestion");
  const [, navigate] = useLocation();
  const session = useSession();
  const draft = useSessionDraft("new", { title: "", details: "" });
  const { title, details } = draft.values;
  const setTitle = (value: string) => draft.set("title", value);
  const setDetails = (value: string) => draft.set("details", value);
  const { submit, pending, problems, error } = useCallableForm({
    schema: createSuggestion.input,
    send: saveSuggestion,
    fields: ["title", "details"],
  });
  const { containerRef, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();

  function cancel() {
    draft.clear();
    navigate(paths.home);
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (await submit({ title, details })) {
      draft.clear();
      navigate(paths.home);
    } else {
      focusFirstInvalid();
    }
  }

  return (
    <section aria-labelledby="new-suggestion-heading">
      <h1 id="new-suggestion-heading">Post a Suggestion</h1>
      <PostingAs />
      {session.user?.ageConfirmed === false && <AgeConfirmation />}
      <DraftRestoredNote shown={draft.restored} />
      <form ref={containerRef} className={form.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField
          id="title"
          label="Title"
          value={title}
          onChange={setTitle}
          placeholder="Play galaga"
          limit={LIMITS.suggestionTitle}
          error={problems.title}
          required
        />
        <TextField
          id="details"
          label="Suggestion details"
          value={details}
          onChange={setDetails}
          placeholder="fun game with alien monsters"
          limit={LIMITS.suggestionDetails}
          error={problems.details}
          multiline
          rows={5}
          required
        />
        <div className={form.actions}>
          <SubmitButton pending={pending} pendingLabel="Saving…">
            Save suggestion
          </SubmitButton>
          <button type="button" className={form.secondary} onClick={cancel}>
            Cancel
          </button>
        </div>
      </form>
      <FormError message={error} />
    </section>
  );
}
