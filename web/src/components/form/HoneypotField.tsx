import styles from "./Form.module.css";

interface HoneypotFieldProps {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * A field for bots only. People never meet it: it is moved off-screen (not `display: none`, which bots skip),
 * left out of the tab order and hidden from screen readers; its label says to leave it empty in case someone's
 * tools show it anyway. A post that arrives with it filled is refused.
 */
export function HoneypotField({ id, name, value, onChange }: HoneypotFieldProps) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>Leave this empty</label>
      <input
        id={id}
        name={name}
        type="text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        tabIndex={-1}
        autoComplete="off"
      />
    </div>
  );
}
