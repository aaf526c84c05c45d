import "../zod-config.js";
import { z } from "zod";
import { REPORT_VOTERS_COLLECTION } from "../firestore-schema.js";
import { storedTime } from "./stored-time.js";

export { REPORT_VOTERS_COLLECTION };

/**
 * `reportVoters/{postId}_{voter hash}`: no longer written (from when an address counted as a voter); the
 * daily sweep deletes them.
 */
export const reportVoterDocument = z.object({
  postId: z.string(),
  counted: z.boolean().optional(),
  createdAt: storedTime,
});
export type ReportVoterDocument = z.output<typeof reportVoterDocument>;
