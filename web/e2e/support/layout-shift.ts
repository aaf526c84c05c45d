// Layout shifts summed as Lighthouse's CLS counts them (leaving out those right after input), from the first
// paint of every page of a browser context, for the files on Playwright Test.
import type { BrowserContext, Page } from "@playwright/test";

interface Recorded {
  layoutShift: number;
  layoutShiftObserver: PerformanceObserver;
}

type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };

/** Starts summing layout shifts in every page `context` opens from now on (call before the page's visit). */
export async function recordLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const record = window as unknown as Recorded;
    record.layoutShift = 0;
    record.layoutShiftObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (!entry.hadRecentInput) record.layoutShift += entry.value;
      }
    });
    record.layoutShiftObserver.observe({ type: "layout-shift", buffered: true });
  });
}

/**
 * The layout shift summed so far in `page`, once the next frame is drawn: a shift is reported with the frame
 * that shows it, and the observer's callback comes a task later, so the entries not yet delivered are taken too.
 */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const record = window as unknown as Recorded;
    for (const entry of record.layoutShiftObserver.takeRecords() as Shift[]) {
      if (!entry.hadRecentInput) record.layoutShift += entry.value;
    }
    return record.layoutShift;
  });
}
