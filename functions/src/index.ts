import { initializeApp } from "firebase-admin/app";
import * as contracts from "@village/shared";
import { openCallable, signedInCallable } from "./lib/callable.js";
import { authorNameFor } from "./services/authors.js";
import { saveAnonymousPost, saveSuggestion } from "./services/posts.js";

initializeApp();

// Each export's name is its contract's `name`: that is the name the web client calls.

export const createSuggestion = signedInCallable(
  contracts.createSuggestion,
  contracts.SIGN_IN_TO_SUGGEST_MESSAGE,
  async (input, caller) => {
    const author = await authorNameFor(caller.uid, caller.token);
    return { id: await saveSuggestion({ ...input, author, authorUid: caller.uid }) };
  },
);

export const createAnonymousPost = openCallable(contracts.createAnonymousPost, async (input, caller) => ({
  id: await saveAnonymousPost({ ...input, ownerUid: caller.uid ?? "" }),
}));

export { syncPostOnWrite } from "./triggers/sync-post.js";
