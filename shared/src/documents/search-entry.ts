import "../zod-config.js";
import { z } from "zod";
import { SEARCH_INDEX_COLLECTION, SEARCH_KEYS_FIELD } from "../search.js";
import { publicPostDocument } from "./public-post.js";

export { SEARCH_INDEX_COLLECTION };

/**
 * `searchIndex/{postId}`: a listed post and its search keys (docs/data.md, "searchIndex"). Entries of the
 * earlier kind (another id, a `k` map) are read only by `npm run backfill`, which deletes them. Search reads
 * the listed fields alone, through a field mask: that read is checked with `publicPostDocument`.
 */
export const searchEntryDocument = publicPostDocument.extend({
  [SEARCH_KEYS_FIELD]: z.array(z.string()),
});
export type SearchEntryDocument = z.output<typeof searchEntryDocument>;
