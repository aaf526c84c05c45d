import { useState } from "react";
import type { z } from "zod";
import { errorMessage } from "../../lib/errors/error-message";
import { fieldProblems, serverFieldProblems, type FieldProblems } from "../../lib/forms/field-problems";
import { usePendingAction } from "./use-pending-action";
import { useRequestIds } from "./use-request-ids";

export interface CallableForm<Values> {
  /**
   * Checks `values` with the callable's own input schema (the server's), then sends them; resolves to true
   * once the server has stored them. Each attempt first clears the previous outcome.
   */
  submit: (values: Values) => Promise<boolean>;
  /** A submission is on its way. */
  pending: boolean;
  /** The first problem of each field the form shows. */
  problems: FieldProblems;
  /** What the person must know that belongs to no field shown: the server's answer, or a problem of the whole form. */
  error: string | null;
  /** The last submission was stored. */
  stored: boolean;
  /** Starts loading a lazily loaded schema (call it when the person starts on the form); does nothing otherwise. */
  prepare: () => void;
}

interface Options<Values, Parsed> {
  /**
   * The callable's input schema; it gets the values plus the submission's `requestId` (and `extras`). Or a
   * function that loads it, for a page that should paint without zod (~27 KiB gzipped): it is called by
   * `prepare` and again on submit, so it should share one download (`loadOnce`).
   */
  schema: z.ZodType<Parsed> | (() => Promise<z.ZodType<Parsed>>);
  /** Sends what the schema accepted: a feature's API function. */
  send: (parsed: Parsed) => Promise<unknown>;
  /** The fields the form shows a problem under; any other problem is the form's `error`. */
  fields: readonly (keyof Values & string)[];
  /** Values the form adds to every submission but does not show, such as the browser's own id. */
  extras?: () => Record<string, unknown>;
}

/**
 * The one hook for a form that calls a callable: the shared-schema check, pending state, problems by field,
 * error words (`errorMessage`) and request ids (the same values retried keep their id; a stored submission
 * makes the next one new).
 */
export function useCallableForm<Values extends object, Parsed>({
  schema,
  send,
  fields,
  extras,
}: Options<Values, Parsed>): CallableForm<Values> {
  const { run, pending, error, setError } = usePendingAction();
  const [problems, setProblems] = useState<FieldProblems>({});
  const [stored, setStored] = useState(false);
  const requestIds = useRequestIds();

  async function submit(values: Values): Promise<boolean> {
    setError(null);
    setStored(false);
    let checker: z.ZodType<Parsed>;
    try {
      checker = typeof schema === "function" ? await schema() : schema;
    } catch (caught) {
      // Its chunk did not download (the words ask for a reload): nothing was sent, the values stay in the form.
      setError(errorMessage(caught));
      return false;
    }
    const parsed = checker.safeParse({ ...values, requestId: requestIds.idFor(values), ...extras?.() });
    if (!parsed.success) {
      show(fieldProblems(parsed.error.issues));
      return false;
    }
    setProblems({});
    const refusal: { problems: FieldProblems | null } = { problems: null };
    const sent = await run(async () => {
      try {
        await send(parsed.data);
      } catch (caught) {
        refusal.problems = serverFieldProblems(caught);
        throw caught;
      }
      requestIds.done();
      setStored(true);
    });
    // The server's own refusal of a field (a form older than the server's rules) goes under that field too.
    if (refusal.problems) show(refusal.problems);
    return sent;
  }

  function show(all: FieldProblems) {
    const shown = Object.fromEntries(fields.flatMap((field) => (all[field] ? [[field, all[field]]] : [])));
    setProblems(shown);
    // A problem with no field of its own on the form (the whole form, a stale request id) still has to
    // reach the person.
    const unshown = Object.entries(all).find(([field]) => !fields.some((shownField) => shownField === field));
    setError(unshown?.[1] ?? null);
  }

  function prepare() {
    // A failure here is reported by the submit that needs the schema.
    if (typeof schema === "function") schema().catch(() => undefined);
  }

  return { submit, pending, problems, error, stored, prepare };
}
