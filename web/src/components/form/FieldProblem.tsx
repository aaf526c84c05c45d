import styles from "./Form.module.css";

/** The one problem of a field, under it; the field names `id` in its aria-describedby. Nothing while none. */
export function FieldProblem({ id, problem }: { id: string; problem: string | undefined }) {
  if (!problem) return null;
  return (
    <p id={id} className={styles.fieldError}>
      {problem}
    </p>
  );
}
