import { MY_POSTS_LIMIT, myPosts as contract, SIGN_IN_FOR_ACCOUNT_MESSAGE } from "@village/shared";
import { signedInCallable } from "../lib/callable.js";
import { listedAccountPosts } from "../services/account-posts.js";

/** The caller's own posts, for the account page: only ever the caller's, found by the verified uid. */
export const myPosts = signedInCallable(contract, SIGN_IN_FOR_ACCOUNT_MESSAGE, (_input, caller) =>
  listedAccountPosts(caller.uid, MY_POSTS_LIMIT),
);
