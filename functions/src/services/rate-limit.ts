// Fixed-window rate limits: a per-minute and a per-day allowance for each caller and action. The counter
// document is read and written in the same transaction as the post, so concurrent calls admit exactly the
// allowance.

export interface Allowance {
  perMinute: number;
  perDay: number;
}

/** A counter document in `rateLimits` (readable in the console: windows start at the times shown). */
export interface RateCounter {
  minuteStart: Date;
  minuteCount: number;
  dayStart: Date;
  dayCount: number;
}

export type RateDecision =
  { allowed: true; next: RateCounter } | { allowed: false; retryAfterSeconds: number; window: "minute" | "day" };

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Whether one more action is allowed at `now`, and the counter to store if it is. */
export function decide(counter: RateCounter | null, allowance: Allowance, now: Date): RateDecision {
  const minuteFresh = !counter || now.getTime() - counter.minuteStart.getTime() >= MINUTE;
  const dayFresh = !counter || now.getTime() - counter.dayStart.getTime() >= DAY;
  const minuteStart = minuteFresh ? now : counter.minuteStart;
  const dayStart = dayFresh ? now : counter.dayStart;
  const minuteCount = minuteFresh ? 0 : counter.minuteCount;
  const dayCount = dayFresh ? 0 : counter.dayCount;

  if (dayCount >= allowance.perDay) {
    return { allowed: false, window: "day", retryAfterSeconds: secondsUntil(dayStart.getTime() + DAY, now) };
  }
  if (minuteCount >= allowance.perMinute) {
    return { allowed: false, window: "minute", retryAfterSeconds: secondsUntil(minuteStart.getTime() + MINUTE, now) };
  }
  return {
    allowed: true,
    next: { minuteStart, minuteCount: minuteCount + 1, dayStart, dayCount: dayCount + 1 },
  };
}

function secondsUntil(time: number, now: Date): number {
  return Math.max(1, Math.ceil((time - now.getTime()) / 1000));
}

/** "in 40 seconds", "in 3 minutes", "in 5 hours": when to try again, in words. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return `in ${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `in ${minutes} minute${minutes === 1 ? "" : "s"}`;
  const hours = Math.ceil(minutes / 60);
  return `in ${hours} hour${hours === 1 ? "" : "s"}`;
}

/** The sentence a refused caller sees. */
export function refusalMessage(decision: Extract<RateDecision, { allowed: false }>, allowance: Allowance): string {
  const when = waitInWords(decision.retryAfterSeconds);
  return decision.window === "minute"
    ? `You're posting too quickly. Please try again ${when}.`
    : `You've reached today's limit of ${allowance.perDay} posts. Please try again ${when}.`;
}
