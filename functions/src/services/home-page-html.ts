// The home page's HTML: the app's static shell (web/index.html as built) with the first page of posts
// rendered into it, or the shell as it is when the posts cannot be had in time (docs/decisions/0042).

/** What the app's server renderer (web/src/server/render.tsx) makes of a home document. */
export interface RenderedHomePage {
  /** The attribute `#root` gets, which tells the browser to take the markup over. */
  rootAttribute: string;
  /** The markup inside `#root`. */
  root: string;
  /** The `<script type="application/json">` element with the answer it was rendered from. */
  data: string;
}

// `#root` with what the shell paints before the app arrives, which the rendered page replaces (whitespace
// included: the markup inside `#root` must be exactly what React renders).
const ROOT_PART = /<div id="root">\s*<!--app-->[\s\S]*<!--\/app-->\s*<\/div>/;
// The shell's preload of `/api/home`: the rendered page has its first page already.
const HOME_DATA = /\s*<!--home-data-->[\s\S]*?<!--\/home-data-->/;
// Where the answer goes: just after `#root`, before the app's module runs (modules run after parsing).
const DATA_PLACE = "<!--home-page-data-->";
// What waits until the rendered page has painted: the app's scripts and the manifest (docs/decisions/0068).
const APP_SCRIPTS = /<!--app-scripts-->([\s\S]*?)<!--\/app-scripts-->/;

/**
 * The shell with `page` in its `#root`, the answer just after it, no preload of `/api/home` and its app's
 * scripts in `<template id="app-scripts">`, for the head script to add after the first paint. Every
 * replacement is by a function, so nothing in a post (a `$&`, a `$'`) is read as a replacement pattern.
 * Throws when the shell lacks a part it needs: the caller then sends the shell as it is.
 */
export function homePageHtml(shell: string, page: RenderedHomePage): string {
  const later = APP_SCRIPTS.exec(shell)?.[1];
  if (!ROOT_PART.test(shell) || !HOME_DATA.test(shell) || !shell.includes(DATA_PLACE) || !later)
    throw new Error(
      "The shell lacks #root with its <!--app--> part, <!--home-data-->, <!--home-page-data--> or <!--app-scripts-->",
    );
  return (
    shell
      .replace(HOME_DATA, () => "")
      // Inert until the head script adds it, once the first paint is done: the page needs none of it to show.
      .replace(APP_SCRIPTS, () => "")
      .replace("</body>", () => `<template id="app-scripts">${later}</template></body>`)
      .replace(ROOT_PART, () => `<div id="root" ${page.rootAttribute}>${page.root}</div>`)
      .replace(DATA_PLACE, () => page.data)
  );
}

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
 * `read` resolving to null (no home document yet) is the shell too.
 */
export async function homeResponse<Answer>(options: {
  shell: string;
  read: () => Promise<Answer | null>;
  render: (answer: Answer) => RenderedHomePage;
  waitMs: number;
  onMiss: (why: unknown) => void;
}): Promise<HomeResponse> {
  const answer = await withinTime(options.read(), options.waitMs, options.onMiss);
  if (answer === null) return { html: options.shell, rendered: false };
  try {
    return { html: homePageHtml(options.shell, options.render(answer)), rendered: true };
  } catch (error) {
    options.onMiss(error);
    return { html: options.shell, rendered: false };
  }
}
