// Kept apart from auth-api.ts, which the session code loads on every page: this one brings the Functions door
// and the contracts (zod), so only the sign-up form's chunk imports it.
export { confirmAccountAge } from "../../../lib/firebase/age";
