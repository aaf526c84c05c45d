import "../zod-config.js";
import { z } from "zod";
import { requestObject } from "../fields.js";
import { defineCallable } from "./callable-contract.js";

/** One stored post as exported: its id and every stored field, times as ISO 8601 strings. */
export const exportedPost = z.object({ id: z.string().min(1) }).catchall(z.unknown());

/** One report the account filed, as stored: the reported post's id, reason, note, time and outcome fields. */
export const exportedReport = z.object({ id: z.string().min(1) }).catchall(z.unknown());

/** One reply the account wrote signed in: its id, the thread's post id, text, the name it is signed with, time. */
export const exportedReply = z.object({
  id: z.string().min(1),
  postId: z.string(),
  text: z.string(),
  author: z.string(),
  createdAt: z.string().nullable(),
});

/** `exportMyData`: everything Village keeps about the caller's account, as one JSON document. */
export const exportMyData = defineCallable({
  name: "exportMyData",
  input: requestObject({}),
  output: z.object({
    exportedAt: z.iso.datetime(),
    account: z.object({
      uid: z.string(),
      email: z.string().nullable(),
      displayName: z.string().nullable(),
      createdAt: z.iso.datetime().nullable(),
      signInMethods: z.array(z.string()),
    }),
    posts: z.array(exportedPost),
    /** The reports the account filed (kept until the account is deleted, which deletes them). */
    reports: z.array(exportedReport),
    /** The replies the account wrote signed in, in every thread. */
    replies: z.array(exportedReply),
  }),
});

export type ExportedData = z.infer<typeof exportMyData.output>;
