import { useState } from "react";
import { createRequestIds, type RequestIds } from "../../lib/ids/request-ids";
import { randomId } from "../../lib/ids/random-id";

/** The request ids of this form's submissions, kept for as long as the form is shown (see `createRequestIds`). */
export function useRequestIds(): RequestIds {
  const [ids] = useState(() => createRequestIds(randomId));
  return ids;
}
