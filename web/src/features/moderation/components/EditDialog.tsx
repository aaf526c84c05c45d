import { useRef, useState } from "react";
import { ANONYMOUS_TEXT_ROWS, editPostInputFor, LIMITS, type EditedKind } from "@village/shared";
import { ModalDialog } from "../../../components/dialog/ModalDialog";
import { Form } from "../../../components/form/Form";
import { TextField } from "../../../components/form/TextField";
import { useCallableForm } from "../../../hooks/forms/use-callable-form";
import { sendEdit, type EditedPost } from "../api/moderation-api";
import { DialogActions } from "./DialogActions";
import styles from "./Moderation.module.css";

/** What an author's edit starts from: the post as listed, and which form made it. */
export interface EditablePost {
  kind: EditedKind;
  title: string;
  /** A suggestion's details, an anonymous post's text. */
  body: string;
  link: string;
  createdAt: Date;
  /** Replies its thread lists: none is needed to edit (the server checks every reply, shown or not). */
  replies: number;
}

interface Values {
  postId: string;
  title: string;
  details?: string;
  text?: string;
  link?: string;
}

interface EditDialogProps {
  postId: string;
  post: EditablePost;
  onClose: () => void;
  onEdited: (post: EditedPost) => void;
}

/**
 * An author's edit of their own post (issue #48), with the fields of the form that made it and its limits.
 * The server is the judge of the window, the replies and the reports: a refusal is said under the form,
 * which keeps everything typed.
 */
export function EditDialog({ postId, post, onClose, onEdited }: EditDialogProps) {
  const suggestion = post.kind === "suggestion";
  const [title, setTitle] = useState(post.title === "Untitled" ? "" : post.title);
  const [body, setBody] = useState(post.body);
  const [link, setLink] = useState(post.link);
  // What the server answered, read once the submission is done (a ref: the closure of `save` predates it).
  const edited = useRef<EditedPost | null>(null);
  const form = useCallableForm<Values, Parameters<typeof sendEdit>[0]>({
    schema: editPostInputFor(post.kind),
    send: async (input) => {
      edited.current = await sendEdit(input);
    },
    fields: ["title", "details", "text", "link"],
  });

  const save = async () => {
    const values: Values = suggestion ? { postId, title, details: body } : { postId, title, text: body, link };
    if (await form.submit(values)) {
      onClose();
      if (edited.current) onEdited(edited.current);
    }
  };

  return (
    <ModalDialog labelId="edit-heading" onClose={onClose}>
      <Form className={styles.dialogBody} onSubmit={save}>
        <h2 id="edit-heading">Edit your post</h2>
        <p>You can edit a post for 15 minutes after posting, until someone replies or reports it.</p>
        <TextField
          id="edit-title"
          label="Title"
          value={title}
          onChange={setTitle}
          limit={suggestion ? LIMITS.suggestionTitle : LIMITS.anonymousTitle}
          counter
          error={form.problems.title}
        />
        {!suggestion && (
          <TextField
            id="edit-link"
            label="Link"
            type="url"
            placeholder="https://…"
            value={link}
            onChange={setLink}
            limit={LIMITS.anonymousLink}
            error={form.problems.link}
          />
        )}
        <TextField
          id="edit-body"
          label={suggestion ? "Suggestion details" : "Text"}
          value={body}
          onChange={setBody}
          multiline
          rows={suggestion ? 5 : ANONYMOUS_TEXT_ROWS}
          limit={suggestion ? LIMITS.suggestionDetails : LIMITS.anonymousText}
          counter
          error={suggestion ? form.problems.details : form.problems.text}
        />
        <DialogActions error={form.error} pending={form.pending} pendingLabel="Saving…" onCancel={onClose} cancelFirst>
          Save changes
        </DialogActions>
      </Form>
    </ModalDialog>
  );
}
