// Where the home list is kept across Back and Forward: in the history entry's own state, which the browser
// keeps with the entry and drops with it. Other entries (another search, a fresh visit to /) start their
// own list. The state is structured-cloned: posts' dates and page cursors survive as they are. A reload asks
// for the board as it is now, so the entry the page was reloaded into forgets its list (decision 0048).
import * as z from "@village/shared/zod-mini";
import { parsed } from "../../lib/read/read";
import type { ListState } from "./hooks/use-paged-posts";

const KEY = "villageHomeList";
// 2: the app's one paged read's state (hooks/reads/paged-read-reducer.ts), cursors as text.
const VERSION = 2;

/** The post the reader was at: its id, and how far its top was below the top of the window. */
export interface ListAnchor {
  postId: string;
  offset: number;
}

// What this module keeps in a history entry, as a schema: the entry's state is the page's to read back, but an
// entry kept by an older version of the app (or altered by an extension) must read as nothing kept.
const keptPost = z.object({
  id: z.string(),
  title: z.string(),
  details: z.string(),
  link: z.string(),
  author: z.string(),
  createdAt: z.date(),
  replies: z.optional(z.number()),
  excerpted: z.optional(z.literal(true)),
});
const listSchema = z.object({
  key: z.string(),
  shownKey: z.string(),
  generation: z.number(),
  first: z.literal(["loading", "failed", "ready"]),
  items: z.nullable(z.array(keptPost)),
  total: z.nullable(z.number()),
  next: z.nullable(z.string()),
  scanned: z.number(),
  more: z.literal(["idle", "loading", "failed"]),
  message: z.nullable(z.string()),
  refusal: z.nullable(z.string()),
});
const keptState = z.object({
  [KEY]: z.object({
    version: z.literal(VERSION),
    list: z.optional(listSchema),
    anchor: z.optional(z.object({ postId: z.string(), offset: z.number() })),
  }),
});

interface Kept {
  list?: ListState;
  anchor?: ListAnchor;
}

function kept(): Kept | null {
  // Rendering on the server: no history, nothing kept.
  if (typeof window === "undefined") return null;
  return parsed(keptState, window.history.state)?.[KEY] ?? null;
}

/** Whatever the history entry holds (a router's state too), as a record; an empty one when it holds none. */
const entryState = () => parsed(z.record(z.string(), z.unknown()), window.history.state) ?? {};

function keep(change: Partial<Kept>): void {
  // Whatever else the entry holds is kept as it is.
  const others = entryState();
  try {
    window.history.replaceState({ ...others, [KEY]: { ...kept(), ...change, version: VERSION } }, "");
  } catch (error) {
    // Too large for the browser to keep (hundreds of long posts): Back then starts the list over.
    console.warn("Could not keep the list's place", error);
  }
}

/** Whether this document was loaded by a reload (not a link, not Back or Forward). */
function reloaded(): boolean {
  if (typeof performance === "undefined" || typeof performance.getEntriesByType !== "function") return false;
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return entry?.type === "reload";
}

// Once, as the app starts: only the entry the reload opened forgets. Back to an older entry afterwards still
// finds that entry's list, since the document's navigation type stays "reload" for its whole life.
if (typeof window !== "undefined" && reloaded() && kept()) {
  const { [KEY]: _forgotten, ...others } = entryState();
  window.history.replaceState(others, "");
}

/** The list kept with this history entry, if it is a read list of `term`. */
export function keptList(term: string): ListState | null {
  const list = kept()?.list;
  if (!list || list.first !== "ready" || list.key !== term || list.items === null) return null;
  // A kept list is never mid-read: whatever was loading then is not loading now.
  return { ...list, generation: 0, more: "idle" };
}

export const keepList = (list: ListState) => keep({ list });

export const keptAnchor = (): ListAnchor | null => kept()?.anchor ?? null;

export const keepAnchor = (anchor: ListAnchor) => keep({ anchor });
