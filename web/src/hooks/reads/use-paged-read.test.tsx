// @vitest-environment happy-dom
// usePagedRead driven by promises the test settles in the order it chooses (the transitions themselves are
// tested in paged-read-reducer.test.ts).
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { initialPaged, type Page } from "./paged-read-reducer";
import { answered, heldCalls } from "../../../test/support/held-calls";
import { usePagedRead } from "./use-paged-read";

/** Every page asked for: its cursor, its signal, and the means to answer it. */
function pages() {
  const { asked, call, at } = heldCalls<
    Page<string, number>,
    { key: string; after: number | null; signal: AbortSignal }
  >();
  const readPage = (key: string, after: number | null, signal: AbortSignal) => call({ key, after, signal });
  return { asked, readPage, at };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("usePagedRead", () => {
  it("reads the first page, then the next from its cursor", async () => {
    const { readPage, at } = pages();
    const { result } = renderHook(() => usePagedRead(readPage));
    expect(at(0).after).toBeNull();
    await answered(() => at(0).resolve({ items: ["a"], next: 1 }));
    act(() => result.current.loadMore());
    expect(at(1).after).toBe(1);
    await answered(() => at(1).resolve({ items: ["b"], next: null }));
    expect(result.current).toMatchObject({ items: ["a", "b"], next: null, more: "idle" });
  });

  it("aborts a Load more on its way when the list is reloaded, and drops its answer", async () => {
    const { readPage, at } = pages();
    const { result } = renderHook(() => usePagedRead(readPage));
    await answered(() => at(0).resolve({ items: ["a"], next: 1 }));
    act(() => result.current.loadMore());
    act(() => result.current.reload());
    expect(at(1).signal.aborted).toBe(true);
    expect(at(2).after).toBeNull();
    await answered(() => at(2).resolve({ items: ["a", "c"], next: 3 }));
    await answered(() => at(1).resolve({ items: ["b"], next: 2 }));
    expect(result.current).toMatchObject({ items: ["a", "c"], next: 3 });
  });

  it("aborts what is on its way when the screen is left", async () => {
    const { readPage, at } = pages();
    const first = renderHook(() => usePagedRead(readPage));
    first.unmount();
    expect(at(0).signal.aborted).toBe(true);

    const second = renderHook(() => usePagedRead(readPage));
    await answered(() => at(1).resolve({ items: ["a"], next: 1 }));
    act(() => second.result.current.loadMore());
    second.unmount();
    expect(at(2).signal.aborted).toBe(true);
  });

  it("says a failed Load more in the app's words, keeps the list, and Retry asks for that page again", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const { readPage, at } = pages();
    const { result } = renderHook(() => usePagedRead(readPage));
    await answered(() => at(0).resolve({ items: ["a"], next: 1 }));
    act(() => result.current.loadMore());
    await answered(() => at(1).reject(new TypeError("Failed to fetch")));
    expect(result.current).toMatchObject({
      items: ["a"],
      more: "failed",
      message: "We couldn't reach Village. Check your internet connection and try again.",
    });
    act(() => result.current.retry());
    expect(at(2).after).toBe(1);
    await answered(() => at(2).resolve({ items: ["b"], next: null }));
    expect(result.current).toMatchObject({ items: ["a", "b"], more: "idle", message: null });
  });

  it("starts over for a new key in the same render, the old items shown as stale, the old read aborted", async () => {
    const { readPage, at } = pages();
    const { result, rerender } = renderHook(({ key }) => usePagedRead(readPage, { key }), {
      initialProps: { key: "" },
    });
    await answered(() => at(0).resolve({ items: ["a"], next: 1 }));
    act(() => result.current.loadMore());
    rerender({ key: "tools" });
    expect(result.current).toMatchObject({ key: "tools", shownKey: "", first: "loading", items: ["a"] });
    expect(at(1).signal.aborted).toBe(true);
    expect(at(2)).toMatchObject({ key: "tools", after: null });
    await answered(() => at(2).resolve({ items: ["t"], next: null }));
    expect(result.current).toMatchObject({ shownKey: "tools", first: "ready", items: ["t"] });
  });

  it("starts from the list the page already has, reading nothing", () => {
    const { readPage, asked } = pages();
    const kept = { ...initialPaged<string, number>(), first: "ready" as const, items: ["k"], next: 4 };
    const { result } = renderHook(() => usePagedRead(readPage, { initial: () => kept }));
    expect(result.current).toMatchObject({ items: ["k"], next: 4 });
    expect(asked).toHaveLength(0);
  });
});
