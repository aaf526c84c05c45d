// @vitest-environment happy-dom
// useRead driven by promises the test settles in the order it chooses.
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answered, heldCalls } from "../../../test/support/held-calls";
import { useRead } from "./use-read";

/** Every read asked for: its key, its signal, and the means to answer it. */
function reads<Value>() {
  const { asked, call, at } = heldCalls<Value, { key: string; signal: AbortSignal }>();
  const read = (key: string) => (signal: AbortSignal) => call({ key, signal });
  return { asked, read, at };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("useRead", () => {
  it("shows the answer for the key asked for", async () => {
    const { read, at } = reads<string>();
    const { result } = renderHook(() => useRead("a", read("a")));
    expect(result.current.status).toBe("loading");
    await answered(() => at(0).resolve("A"));
    expect(result.current).toMatchObject({ status: "done", value: "A" });
  });

  it("ignores an older key's answer that comes after the newer key's, and aborts it", async () => {
    const { read, at } = reads<string>();
    const { result, rerender } = renderHook(({ key }) => useRead(key, read(key)), { initialProps: { key: "a" } });
    rerender({ key: "b" });
    // The new key shows loading at once, never the old key's answer.
    expect(result.current.status).toBe("loading");
    expect(at(0).signal.aborted).toBe(true);
    await answered(() => at(1).resolve("B"));
    await answered(() => at(0).resolve("A"));
    expect(result.current).toMatchObject({ status: "done", value: "B" });
  });

  it("ignores an older key's failure too", async () => {
    const { read, at } = reads<string>();
    const { result, rerender } = renderHook(({ key }) => useRead(key, read(key)), { initialProps: { key: "a" } });
    rerender({ key: "b" });
    await answered(() => at(0).reject(new Error("too late")));
    expect(result.current.status).toBe("loading");
    await answered(() => at(1).resolve("B"));
    expect(result.current).toMatchObject({ status: "done", value: "B" });
  });

  it("starts from a value the page already has, without reading, until another key or Retry", async () => {
    const { asked, read, at } = reads<string>();
    const { result, rerender } = renderHook(({ key }) => useRead(key, read(key), key === "a" ? "A as given" : null), {
      initialProps: { key: "a" },
      reactStrictMode: true,
    });
    expect(result.current).toMatchObject({ status: "done", value: "A as given" });
    expect(asked).toHaveLength(0);
    // Another key reads; coming back to the first reads it afresh, as a given value is only the first state.
    rerender({ key: "b" });
    await answered(() => at(0).resolve("B"));
    rerender({ key: "a" });
    expect(result.current.status).toBe("loading");
    await answered(() => at(1).resolve("A read"));
    expect(result.current).toMatchObject({ status: "done", value: "A read" });
    expect(asked.map((call) => call.key)).toEqual(["b", "a"]);
  });

  it("reads a given key again on Retry", async () => {
    const { asked, read, at } = reads<string>();
    const { result } = renderHook(() => useRead("a", read("a"), "A as given"));
    act(() => result.current.retry());
    expect(result.current.status).toBe("loading");
    await answered(() => at(0).resolve("A read"));
    expect(result.current).toMatchObject({ status: "done", value: "A read" });
    expect(asked).toHaveLength(1);
  });

  it("aborts the read when the screen is left", () => {
    const { read, at } = reads<string>();
    const { unmount } = renderHook(() => useRead("a", read("a")));
    expect(at(0).signal.aborted).toBe(false);
    unmount();
    expect(at(0).signal.aborted).toBe(true);
  });

  it("says a failure in the app's words, and Retry reads again", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { read, at, asked } = reads<string>();
    const { result } = renderHook(() => useRead("a", read("a")));
    await answered(() => at(0).reject(new TypeError("Failed to fetch")));
    expect(result.current).toMatchObject({
      status: "failed",
      message: "We couldn't reach Village. Check your internet connection and try again.",
    });
    act(() => result.current.retry());
    expect(result.current.status).toBe("loading");
    expect(asked).toHaveLength(2);
    await answered(() => at(1).resolve("A"));
    expect(result.current).toMatchObject({ status: "done", value: "A" });
  });

  it("lets a retry win over the attempt before it", async () => {
    const { read, at } = reads<string>();
    const { result } = renderHook(() => useRead("a", read("a")));
    act(() => result.current.retry());
    expect(at(0).signal.aborted).toBe(true);
    await answered(() => at(1).resolve("new"));
    await answered(() => at(0).resolve("old"));
    expect(result.current).toMatchObject({ status: "done", value: "new" });
  });

  it("reads nothing without a key", () => {
    const { read, asked } = reads<string>();
    const { result } = renderHook(() => useRead(null, read("none")));
    expect(result.current.status).toBe("idle");
    expect(asked).toHaveLength(0);
  });
});
