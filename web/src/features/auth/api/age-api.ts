// Confirming the age is a callable: its Functions door and contracts (zod) load on first use
// (lib/firebase/age.ts), not with the sign-up form.
export { confirmAccountAge } from "../../../lib/firebase/age";
