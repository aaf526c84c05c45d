import "../zod-config.js";
import { z } from "zod";
import { POST_COUNT_SHARD_FIELD, POST_COUNT_SHARDS_COLLECTION } from "../firestore-schema.js";

export { POST_COUNT_SHARDS_COLLECTION };

/** `postCountShards/{n}`: one shard's part of the count (docs/data.md, "postCountShards"). Server only. */
export const postCountShardDocument = z.object({ [POST_COUNT_SHARD_FIELD]: z.number().int() });
export type PostCountShardDocument = z.output<typeof postCountShardDocument>;
