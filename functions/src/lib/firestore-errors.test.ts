import { describe, expect, it } from "vitest";
import { hasGrpcCode, isClosedTransaction, isContention } from "./firestore-errors";

const withCode = (code: number) => Object.assign(new Error("grpc"), { code });

describe("isContention", () => {
  it("is true for the gRPC codes a retry cures", () => {
    for (const code of [4, 8, 10, 13, 14]) expect(isContention(withCode(code)), String(code)).toBe(true);
  });

  it("is true for the Admin SDK's own give-up, which has no code", () => {
    expect(isContention(new Error("Exceeded maximum number of retries allowed."))).toBe(true);
  });

  it("is false for errors in what was asked, and for things that are not errors", () => {
    for (const code of [3, 5, 6, 7, 9]) expect(isContention(withCode(code)), String(code)).toBe(false);
    expect(isContention(new Error("Value for argument is not a valid Firestore document"))).toBe(false);
    expect(isContention(null)).toBe(false);
    expect(isContention("Exceeded maximum number of retries allowed.")).toBe(false);
  });
});

describe("isClosedTransaction", () => {
  const closed = Object.assign(new Error("3 INVALID_ARGUMENT: Transaction is invalid or closed."), { code: 3 });

  it("tells a transaction closed under its work from a refusal of what was asked, which shares its code", () => {
    expect(isClosedTransaction(closed)).toBe(true);
    expect(isContention(closed)).toBe(true);
    const refused = Object.assign(new Error("3 INVALID_ARGUMENT: Document exceeds the maximum size"), { code: 3 });
    expect(isClosedTransaction(refused)).toBe(false);
    expect(isClosedTransaction(Object.assign(new Error("Transaction is invalid or closed."), { code: 10 }))).toBe(
      false,
    );
  });
});

describe("hasGrpcCode", () => {
  it("is true only for an error carrying one of the codes given", () => {
    expect(hasGrpcCode(withCode(6), 9, 6)).toBe(true);
    expect(hasGrpcCode(withCode(3), 9, 6)).toBe(false);
    expect(hasGrpcCode(Object.assign(new Error("auth"), { code: "auth/user-not-found" }), 6)).toBe(false);
    expect(hasGrpcCode(new Error("no code"), 6)).toBe(false);
    expect(hasGrpcCode(null, 6)).toBe(false);
  });
});
