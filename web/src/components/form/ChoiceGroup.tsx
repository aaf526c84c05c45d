import { Choice } from "./Choice";
import { FieldProblem } from "./FieldProblem";
import styles from "./Form.module.css";

interface ChoiceGroupProps<Value extends string> {
  /** The radio buttons' name; their problem's id is `${name}-error`. */
  name: string;
  legend: string;
  options: readonly { value: Value; label: string }[];
  /** The choice made, or none yet. */
  value: Value | null;
  onChange: (value: Value) => void;
  error?: string | undefined;
  className: string | undefined;
  optionClassName: string | undefined;
}

/**
 * One required choice among radio buttons, with its problem tied to the group. The first button carries
 * aria-invalid, so that moving focus to the first invalid field lands in the group.
 */
export function ChoiceGroup<Value extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  error,
  className,
  optionClassName,
}: ChoiceGroupProps<Value>) {
  const errorId = `${name}-error`;
  return (
    <fieldset className={className} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.label}>{legend}</legend>
      {options.map((option, index) => (
        <Choice
          key={option.value}
          type="radio"
          className={optionClassName}
          label={option.label}
          name={name}
          value={option.value}
          checked={value === option.value}
          onChange={() => onChange(option.value)}
          aria-invalid={index === 0 && error ? true : undefined}
        />
      ))}
      <FieldProblem id={errorId} problem={error} />
    </fieldset>
  );
}
