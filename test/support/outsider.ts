// Firestore as an outsider sees it: raw REST requests with the site's public settings, signed out or with
// a stranger's ID token, exactly as anyone on the internet could send them. The security rules apply (no
// "owner" token). Used to prove what the rules let out, including what the SDKs cannot ask for (offsets).
import { emulatorHosts, projectId } from "./emulators";

/** The REST root of a project's documents: the site's own unless a test names another. */
const base = (project = projectId) =>
  `http://${emulatorHosts.firestore}/v1/projects/${project}/databases/(default)/documents`;

export interface Outsider {
  /** The ID token sent, or null for a signed-out visitor. */
  idToken: string | null;
}

export const signedOut: Outsider = { idToken: null };

/** A fresh e-mail account on the Auth emulator, signed in: a stranger with an ID token. */
export async function signedInStranger(email: string): Promise<Outsider> {
  const response = await fetch(
    `http://${emulatorHosts.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password: "secret-pass", returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Could not sign up ${email}: ${JSON.stringify(body)}`);
  return { idToken: body.idToken };
}

export interface OutsiderReply {
  status: number;
  /** The raw reply, as the outsider receives it. */
  text: string;
}

async function send(outsider: Outsider, url: string, body?: unknown): Promise<OutsiderReply> {
  const response = await fetch(url, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      "Content-Type": "application/json",
      ...(outsider.idToken ? { Authorization: `Bearer ${outsider.idToken}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, text: await response.text() };
}

export interface OutsiderQuery {
  collection: string;
  /** The document whose subcollection this is ("posts/abc" for `posts/abc/listedReplies`); the root if absent. */
  parent?: string;
  /** Query every collection of this name, wherever it is (a collection-group query). */
  allDescendants?: boolean;
  limit?: number;
  offset?: number;
  /** Another project's database (the rules tests use one of their own, where no function trigger runs). */
  project?: string;
}

/** Runs a query the way any REST client can, with whatever limit and offset it likes. */
export function outsiderQuery(outsider: Outsider, query: OutsiderQuery): Promise<OutsiderReply> {
  const parent = query.parent === undefined ? "" : `/${query.parent}`;
  return send(outsider, `${base(query.project)}${parent}:runQuery`, {
    structuredQuery: {
      from: [{ collectionId: query.collection, ...(query.allDescendants ? { allDescendants: true } : {}) }],
      ...(query.limit === undefined ? {} : { limit: query.limit }),
      ...(query.offset === undefined ? {} : { offset: query.offset }),
    },
  });
}

/** Reads one document by path ("posts/abc"). */
export function outsiderGet(outsider: Outsider, path: string): Promise<OutsiderReply> {
  return send(outsider, `${base()}/${path}`);
}

/** The ids of the documents a successful query reply holds. */
export function documentIdsIn(reply: OutsiderReply): string[] {
  const rows = JSON.parse(reply.text) as { document?: { name: string } }[];
  return rows.flatMap((row) => (row.document ? [row.document.name.slice(row.document.name.lastIndexOf("/") + 1)] : []));
}

/**
 * Every string found under a field of this name anywhere in a successful reply (say `postId` in the home
 * document's entries), whatever the wire format wraps around it: an outsider harvests what it sees without
 * decoding Firestore's values.
 */
export function stringsUnder(reply: OutsiderReply, field: string): string[] {
  if (reply.status !== 200) return [];
  const found: string[] = [];
  const leaves = (value: unknown): string[] =>
    typeof value === "string"
      ? [value]
      : typeof value === "object" && value !== null
        ? Object.values(value).flatMap(leaves)
        : [];
  const visit = (value: unknown): void => {
    if (typeof value !== "object" || value === null) return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === field) found.push(...leaves(inner));
      visit(inner);
    }
  };
  visit(JSON.parse(reply.text));
  return found;
}
