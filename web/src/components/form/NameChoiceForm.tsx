import { useEffect, useState, type ReactNode } from "react";
import { updateDisplayName, type CallableParsedInput } from "@village/shared";
import { useCallableForm } from "../../hooks/forms/use-callable-form";
import { useFocusFirstInvalid } from "../../hooks/forms/use-focus-first-invalid";
import { usePendingAction } from "../../hooks/forms/use-pending-action";
import { randomId } from "../../lib/ids/random-id";
import { DisplayNameField } from "./AccountFields";
import { Form } from "./Form";
import form from "./Form.module.css";
import { FormActions, FormOutcome } from "./FormButtons";

export type SaveDisplayName = (input: CallableParsedInput<typeof updateDisplayName>) => Promise<string>;

interface NameChoiceFormProps {
  id: string;
  heading: ReactNode;
  /** What the choice is for, read before the field. */
  intro?: ReactNode;
  current: string;
  hint: string;
  /** The feature's door to `updateDisplayName`. */
  save: SaveDisplayName;
  /** Offers "Post as my e-mail address": the explicit choice to be shown by it (never a silent fallback). */
  emailChoice?: string | undefined;
  /** Says what changed, once saved (the name stored). */
  savedSentence: (name: string) => string;
  /** Told the name stored, after `savedSentence` is said (a page may then move on to its next step). */
  onSaved?: (name: string) => void;
  /** A refusal that asks for this choice (a post refused for want of a name): said beside the field. */
  problem?: string | null;
}

/**
 * Choosing the name posts are shown with: a display name, cleaned by the server with the same schema this
 * form checks first, or (where offered) the account's e-mail address, as a deliberate choice.
 */
export function NameChoiceForm({
  id,
  heading,
  intro,
  current,
  hint,
  save,
  emailChoice,
  savedSentence,
  onSaved,
  problem = null,
}: NameChoiceFormProps) {
  const [name, setName] = useState(current);
  const [saved, setSaved] = useState("");
  const { containerRef, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const named = useCallableForm({
    schema: updateDisplayName.input,
    send: async (input) => said(await save(input)),
    fields: ["displayName"],
  });
  const byEmail = usePendingAction();
  const emailHintId = `${id}-email-hint`;
  // A refusal from elsewhere (the post's Save, gone with its form) lands on the field it asks to fill.
  useEffect(() => {
    if (problem) focusFirstInvalid();
  }, [problem, focusFirstInvalid]);

  function said(stored: string) {
    setSaved(savedSentence(stored));
    onSaved?.(stored);
  }
  const busy = named.pending || byEmail.pending;

  async function submit() {
    setSaved("");
    if (!(await named.submit({ displayName: name }))) focusFirstInvalid();
  }

  async function chooseEmail() {
    setSaved("");
    await byEmail.run(async () => {
      said(await save({ useEmail: true, requestId: randomId() }));
    });
  }

  return (
    <Form ref={containerRef} onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      {intro}
      <DisplayNameField
        id={id}
        label="Display name"
        value={name}
        onChange={setName}
        hint={hint}
        error={named.problems.displayName ?? problem ?? undefined}
      />
      <FormActions pending={named.pending} pendingLabel="Saving…" disabled={byEmail.pending}>
        Save name
      </FormActions>
      {emailChoice && (
        // The button's consequence on a line of its own under it, read with it, and ended before what follows.
        <div className={form.choice}>
          <button
            type="button"
            className={form.secondary}
            onClick={() => void chooseEmail()}
            disabled={busy}
            aria-describedby={emailHintId}
          >
            {byEmail.pending ? "Saving…" : "Post as my e-mail address"}
          </button>
          <p id={emailHintId} className={form.hint}>
            <bdi>{emailChoice}</bdi> will be shown publicly with your posts.
          </p>
        </div>
      )}
      <FormOutcome said={saved} error={named.error ?? byEmail.error} />
    </Form>
  );
}
