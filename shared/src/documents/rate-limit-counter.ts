import "../zod-config.js";
import { z } from "zod";
import { storedTime } from "./stored-time.js";

/** Server only: rate-limit counters, one document per allowance key and window (docs/data.md, "rateLimits"). */
export const RATE_LIMITS_COLLECTION = "rateLimits";

/** `rateLimits/{key}_minute-{minute}_{slot}`: one taken slot of one short window's allowance. */
export const minuteSlotDocument = z.object({
  key: z.string(),
  window: z.literal("minute"),
  windowStart: storedTime,
  slot: z.number().int().nonnegative(),
  /** The post holding the slot, so that a double of the same submission waits for it. */
  postId: z.string().optional(),
  expireAt: storedTime,
});

/** A counter of one window: how many were counted in it, kept until `expireAt` (the TTL policy). */
const counterDocument = <Window extends string>(window: Window) =>
  z.object({
    key: z.string(),
    window: z.literal(window),
    windowStart: storedTime,
    count: z.number().int().nonnegative(),
    expireAt: storedTime,
  });

/** `rateLimits/{key}_day-{day}`: how many were counted in one UTC day. */
export const dayCounterDocument = counterDocument("day");

/**
 * `rateLimits/{key}_minute-{minute}`: how many were counted in one short window, for an allowance that counts
 * rather than takes slots (search's, per network address: docs/decisions/0091).
 */
export const minuteCounterDocument = counterDocument("minute-count");

export const rateLimitDocument = z.discriminatedUnion("window", [
  minuteSlotDocument,
  dayCounterDocument,
  minuteCounterDocument,
]);
export type MinuteSlotDocument = z.output<typeof minuteSlotDocument>;
export type DayCounterDocument = z.output<typeof dayCounterDocument>;
export type MinuteCounterDocument = z.output<typeof minuteCounterDocument>;
export type RateLimitDocument = z.output<typeof rateLimitDocument>;
