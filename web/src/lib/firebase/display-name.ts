import { updateDisplayName, type CallableParsedInput } from "@village/shared";
import { reloadSession } from "./auth/session";
import { callFunction } from "./functions";

/**
 * Sets the signed-in account's display name through the server (which cleans it and re-signs the account's
 * past named posts), then reloads the session so the new name shows at once. Resolves to the name stored.
 */
export async function saveDisplayName(input: CallableParsedInput<typeof updateDisplayName>): Promise<string> {
  const { displayName } = await callFunction(updateDisplayName, input);
  await reloadSession();
  return displayName;
}
