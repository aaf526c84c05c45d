// What `/transparency` shows: the built months of the transparency report, newest first, in one query of at
// most TRANSPARENCY_MONTHS_SHOWN documents, by their `month` (which is also their id).
import { getFirestore } from "firebase-admin/firestore";
import { reportMonthOf, TRANSPARENCY_MONTHS_SHOWN, type TransparencyMonth } from "@village/shared";
import { collections } from "../../lib/collections.js";

/**
 * The newest TRANSPARENCY_MONTHS_SHOWN months' reports, newest first; never `now`'s month, which only the
 * scheduled build writes and only once it has ended (this holds even against a document put there by hand).
 */
export async function readTransparencyMonths(now = new Date()): Promise<TransparencyMonth[]> {
  const current = reportMonthOf(now);
  const found = await collections(getFirestore())
    .transparencyReports.where("month", "<", current)
    .orderBy("month", "desc")
    .limit(TRANSPARENCY_MONTHS_SHOWN)
    .get();
  return found.docs.map((month) => month.data());
}
