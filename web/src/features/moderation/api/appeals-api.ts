// Appeals for moderators (decision 0129), loaded with the appeals list only, so the queue's other chunks and
// the home route's first load name none of their contracts.
import { decideAppeal, moderationAppeals, type AppealItem, type CallableParsedInput } from "@village/shared";
import { callFunction } from "../../../lib/firebase/functions";

/** The waiting appeals, oldest first. */
export async function fetchAppeals(): Promise<AppealItem[]> {
  return (await callFunction(moderationAppeals, {})).appeals;
}

/** Upholds or reverses an appealed action. */
export async function sendDecision(input: CallableParsedInput<typeof decideAppeal>): Promise<void> {
  await callFunction(decideAppeal, input);
}
