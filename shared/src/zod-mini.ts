// The part of `zod/mini` the browser's reads are written with (read-schemas.ts and the endpoints' schemas):
// every module that builds or parses a read schema imports zod from here. The web build bundles this module
// on its own (web/zod-mini-alone.ts, docs/decisions/0107), so the home page's first load carries only what
// these names need (6.8 KB gzipped), not the whole of zod's core that the later pages' full zod shares. Each
// name costs bytes on every first visit: checks are written with `refine` (one check for all), not with
// zod's named checks and formats (`int`, `regex`, `iso`, `catch`: 0.3 to 3 KB each).
export {
  array,
  date,
  literal,
  nullable,
  number,
  object,
  optional,
  record,
  refine,
  safeParse,
  string,
  union,
  unknown,
} from "zod/mini";
export type { infer } from "zod/mini";
