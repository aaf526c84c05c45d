import { FieldValue, getFirestore } from "firebase-admin/firestore";
import { randomInt } from "node:crypto";
import { ANONYMOUS_AUTHOR_TYPE, DETAILS_FIELD, SUGGESTIONS_COLLECTION } from "@village/shared";

// A random number in [0, 1) with 47 bits of entropy, from the OS's cryptographic source.
const randomFraction = () => randomInt(2 ** 47) / 2 ** 47;

function suggestions() {
  return getFirestore().collection(SUGGESTIONS_COLLECTION);
}

export interface NewSuggestion {
  title: string;
  details: string;
  author: string;
  authorUid: string;
}

export async function saveSuggestion(post: NewSuggestion): Promise<string> {
  const ref = await suggestions().add({
    title: post.title,
    [DETAILS_FIELD]: post.details,
    author: post.author,
    authorUid: post.authorUid,
    createdAt: FieldValue.serverTimestamp(),
    rand: randomFraction(),
  });
  return ref.id;
}

export interface NewAnonymousPost {
  title?: string | undefined;
  link?: string | undefined;
  text?: string | undefined;
  ownerUid: string;
}

export async function saveAnonymousPost(post: NewAnonymousPost): Promise<string> {
  const fields: Record<string, unknown> = {
    title: post.title,
    link: post.link,
    text: post.text,
    authorType: ANONYMOUS_AUTHOR_TYPE,
    ownerUid: post.ownerUid,
    createdAt: FieldValue.serverTimestamp(),
    rand: randomFraction(),
  };
  // Fields the caller left out are not stored at all, as the specification says.
  const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  const ref = await suggestions().add(defined);
  return ref.id;
}
