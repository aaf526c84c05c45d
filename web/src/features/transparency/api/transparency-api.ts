// The transparency report's read in the browser, through the app's one read module (lib/read): the newest
// months' public documents over Firestore REST, one query of at most TRANSPARENCY_MONTHS_SHOWN, each parsed
// with the shared schema. Only on a visit the server did not draw (a link within the app, Back, Retry): the
// page's first response carries the report (docs/decisions/0130).
import {
  reportMonthOf,
  TRANSPARENCY_MONTHS_SHOWN,
  TRANSPARENCY_REPORTS_COLLECTION,
  transparencyMonthAnswer,
  type TransparencyMonth,
} from "@village/shared";
import { readQuery } from "../../../lib/read/read";

/** The built months, newest first (the current month never: only the scheduled build writes one, once ended). */
export async function fetchTransparency(signal?: AbortSignal): Promise<TransparencyMonth[]> {
  const documents = await readQuery(
    {
      collection: TRANSPARENCY_REPORTS_COLLECTION,
      orderBy: [{ field: "month", direction: "DESCENDING" }],
      limit: TRANSPARENCY_MONTHS_SHOWN,
    },
    transparencyMonthAnswer,
    signal,
  );
  const current = reportMonthOf(new Date());
  return documents.flatMap(({ value }) => (value && value.month < current ? [value] : []));
}
