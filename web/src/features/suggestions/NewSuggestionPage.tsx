import { useState, type SubmitEvent } from "react";
import { useLocation } from "wouter";
import { createSuggestion, LIMITS } from "@village/shared";
import { TextField } from "../../components/form/TextField";
import form from "../../components/form/Form.module.css";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { useFocusFirstInvalid } from "../../hooks/use-focus-first-invalid";
import { useCallableForm } from "../../hooks/use-callable-form";
import { saveSuggestion } from "./api/suggestions-api";
import { AgeConfirmation } from "./components/AgeConfirmation";
import { PostingAs } from "./components/PostingAs";
import { paths } from "../../lib/paths";
import { useSession } from "../../lib/session/use-session";

export function NewSuggestionPage() {
  useDocumentTitle("Post a Suggestion");
  const [, navigate] = useLocation();
  const session = useSession();
  const [title, setTitle] = useState("");
  const [details, setDetails] = useState("");
  const { submit, pending, problems, error } = useCallableForm({
    schema: createSuggestion.input,
    send: saveSuggestion,
    fields: ["title", "details"],
  });
  const { containerRef, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (await submit({ title, details })) {
      setTitle("");
      setDetails("");
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
          <button type="submit" className={form.button} disabled={pending}>
            {pending ? "Saving…" : "Save suggestion"}
          </button>
          <button type="button" className={form.secondary} onClick={() => navigate(paths.home)}>
            Cancel
          </button>
        </div>
      </form>
      {error && (
        <p role="alert" className={form.error}>
          {error}
        </p>
      )}
    </section>
  );
}
