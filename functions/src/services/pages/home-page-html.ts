// The home page's HTML: the app's static shell (web/index.html as built, in its parts) with the first page of
// posts rendered into it, or the shell as it is when the posts cannot be had in time (docs/decisions/0042).

import { shellPage, type PageShell, type RenderedPage } from "@village/shared";
import { renderedPageHtml } from "./rendered-page-html.js";

/**
 * `work`'s value, or null when it fails or takes longer than `ms` (the caller then answers without it, and
 * `onMiss` hears why). The work itself is not stopped: its answer is simply not waited for.
 */
export async function withinTime<T>(work: Promise<T>, ms: number, onMiss: (why: unknown) => void): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      onMiss(new Error(`no answer within ${String(ms)} ms`));
      resolve(null);
    }, ms);
  });
  try {
    return await Promise.race([
      work.catch((error: unknown) => {
        onMiss(error);
        return null;
      }),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** What `/` answers: the HTML, and whether it carries the rendered first page or is the shell as built. */
export interface HomeResponse {
  html: string;
  rendered: boolean;
}

/**
 * `/`'s HTML from the shell and the home document's answer: rendered when `read` gives an answer within
 * `waitMs` and `render` renders it, else the shell as it is (its app then reads the first page, as before).
 * `read` resolving to null (no home document yet) is the shell too. `homePreload: false` (a search) leaves
 * the shell's preload of the first page out: the page would not use it.
 */
export async function homeResponse<Answer>(options: {
  shell: PageShell;
  homePreload?: boolean;
  read: () => Promise<Answer | null>;
  render: (answer: Answer) => Promise<RenderedPage>;
  waitMs: number;
  onMiss: (why: unknown) => void;
}): Promise<HomeResponse> {
  const asBuilt = () => ({ html: shellPage(options.shell, { homePreload: options.homePreload }), rendered: false });
  const answer = await withinTime(options.read(), options.waitMs, options.onMiss);
  if (answer === null) return asBuilt();
  try {
    return { html: renderedPageHtml(options.shell, await options.render(answer)), rendered: true };
  } catch (error) {
    options.onMiss(error);
    return asBuilt();
  }
}
