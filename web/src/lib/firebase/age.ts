import { randomId } from "../ids/random-id";
import { refreshSession } from "./auth/session";

/**
 * Confirms that the signed-in account is 13 or older (stored by the `confirmAge` callable as a claim), then
 * refreshes the ID token so the session and the next post carry it.
 */
export async function confirmAccountAge(): Promise<void> {
  const { callConfirmAge } = await import("./confirm-age-call");
  await callConfirmAge(randomId());
  await refreshSession();
}
