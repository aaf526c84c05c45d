import "../zod-config.js";
import { z } from "zod";
import { SUSPENSIONS_COLLECTION } from "../firestore-schema.js";
import { storedTime } from "./stored-time.js";

export { SUSPENSIONS_COLLECTION };

/** `suspensions/{hash}`: a suspended author, an account or an anonymous identity (`browser`); docs/data.md. */
export const suspensionDocument = z.object({
  kind: z.enum(["account", "browser"]),
  reason: z.string(),
  /** Null: for good. */
  until: storedTime.nullable(),
  createdAt: storedTime,
  /** Timed suspensions only, for the TTL policy. */
  expireAt: storedTime.optional(),
});
export type SuspensionDocument = z.output<typeof suspensionDocument>;
