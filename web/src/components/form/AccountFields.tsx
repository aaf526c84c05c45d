import { DISPLAY_NAME_MAX } from "@village/shared";
import type { BoundField } from "../../lib/forms/bind-fields";
import { TextField } from "./TextField";

// The fields of an account, alike wherever they are asked (sign-up, log-in, password reset, the account page).

type FieldProps = Omit<BoundField, "error"> & { id: string; error?: string | undefined };

/** The e-mail address an account logs in with, which the browser may fill in. */
export function EmailField(props: FieldProps) {
  return <TextField label="E-mail" type="email" autoComplete="email" required {...props} />;
}

/**
 * A password, masked. `isNew` marks the one being chosen (sign-up, reset), so that password managers offer
 * to make one up rather than fill in the current one.
 */
export function PasswordField({ isNew = false, ...props }: FieldProps & { label: string; isNew?: boolean }) {
  return <TextField type="password" autoComplete={isNew ? "new-password" : "current-password"} required {...props} />;
}

/** The public name posts are signed with (the server's limit, `DISPLAY_NAME_MAX`); optional at sign-up. */
export function DisplayNameField(props: FieldProps & { label: string; hint: string }) {
  return <TextField autoComplete="nickname" limit={DISPLAY_NAME_MAX} {...props} />;
}
