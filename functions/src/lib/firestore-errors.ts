// gRPC codes a retry can cure: 4 DEADLINE_EXCEEDED, 8 RESOURCE_EXHAUSTED (quota, or Firestore ramping a hot
// range up), 10 ABORTED (a transaction lost to another), 13 INTERNAL, 14 UNAVAILABLE.
const TRANSIENT_CODES = new Set([4, 8, 10, 13, 14]);

// The Admin SDK gives up on a transaction after about 11 attempts, whatever `maxAttempts` says, with a plain
// Error that has no gRPC code: only its message tells it apart.
const RETRIES_EXHAUSTED = /Exceeded maximum number of retries allowed/i;

// A transaction that was closed under it (one that outlived its time, or a request of its retried after the
// transaction had ended: seen on the emulator under load) is refused as INVALID_ARGUMENT, though nothing was
// wrong with what was asked: only its message tells it apart from a true refusal.
const CLOSED_TRANSACTION = /Transaction is invalid or closed/i;

/** Whether Firestore refused a transaction only because it was closed by then: a fresh one may pass. */
export function isClosedTransaction(error: unknown): boolean {
  return hasGrpcCode(error, 3) && error instanceof Error && CLOSED_TRANSACTION.test(error.message);
}

/** Whether `error` carries one of these gRPC status codes (Firestore's errors carry theirs as `code`). */
export function hasGrpcCode(error: unknown, ...codes: number[]): boolean {
  if (typeof error !== "object" || error === null || !("code" in error)) return false;
  return typeof error.code === "number" && codes.includes(error.code);
}

/**
 * Firestore gave up on a transaction (too much contention, including the SDK's own retries running out),
 * timed out, was briefly unreachable or over quota: worth trying again later, unlike an error in what was
 * asked.
 */
export function isContention(error: unknown): boolean {
  if (hasGrpcCode(error, ...TRANSIENT_CODES) || isClosedTransaction(error)) return true;
  return error instanceof Error && RETRIES_EXHAUSTED.test(error.message);
}
