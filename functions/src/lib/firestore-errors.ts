/**
 * Firestore gave up on a transaction (too much contention), timed out, or was briefly unreachable: worth
 * trying again later, unlike an error in what was asked.
 */
export function isContention(error: unknown): boolean {
  const code = typeof error === "object" && error !== null && "code" in error ? error.code : undefined;
  // gRPC codes: 4 DEADLINE_EXCEEDED, 10 ABORTED, 14 UNAVAILABLE.
  return code === 4 || code === 10 || code === 14;
}
