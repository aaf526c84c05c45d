// Sample posts for a newcomer's first `npm start`, so the home page shows a living list.
import { createHash, createHmac, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";

const HOUR = 60 * 60 * 1000;

const samples = [
  {
    title: "Saturday morning litter pick at the river path",
    details: "Meet by the footbridge at 9. Gloves and bags provided by the library. Kids welcome with a grown-up.",
    author: "Maya",
  },
  {
    title: "Play galaga",
    details: "fun game with alien monsters — the arcade at the pier still has a working cabinet.",
    author: "Sam",
  },
  {
    anonymous: true,
    title: "Song for a rainy commute",
    link: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
    text: "Put this on when the bus is late.\nWorks every time.",
  },
  {
    title: "Tool library",
    details:
      "Could we lend ladders, drills and pressure washers from the community hall? Most of us use them twice a year.",
    author: "Priya R.",
  },
  {
    anonymous: true,
    title: "",
    link: "",
    text: "Thank you to whoever left the umbrella at the bus stop on Elm Street. You made my Tuesday.",
  },
  {
    title: "Bench near the playground",
    details:
      "Parents stand for an hour at pickup. Two benches on the east side would help, see www.example.org/benches for a design.",
    author: "jo@example.com",
  },
  {
    title: "Swap shelf for books",
    details: "A shelf in the café where you leave one book and take one. Started small, could grow.",
    author: "Luis",
  },
];

/**
 * A post id tagged as the functions tag the ids they mint (functions/src/lib/post-ids.ts, decision 0061), under
 * the emulator's public key from functions/.secret.local, so that a sample post's page is rendered by the
 * server like any post's. Node's crypto only: this module runs before the dependencies are installed.
 */
export function sampleId(seed) {
  const secrets = readFileSync(new URL("../../functions/.secret.local", import.meta.url), "utf8");
  const key = /^POST_ID_KEY=(\S+)$/m.exec(secrets)?.[1] ?? "";
  const body = createHash("sha256").update(seed).digest("base64url").slice(0, 18);
  return body + createHmac("sha256", key).update(`post-id:${body}`).digest("base64url").slice(0, 8);
}

function documentFor(sample, index, now) {
  const createdAt = new Date(now - (index + 1) * 7 * HOUR);
  const rand = Math.random();
  if (sample.anonymous) {
    return {
      title: sample.title,
      link: sample.link,
      text: sample.text,
      authorType: "anonymous",
      ownerUid: "",
      createdAt,
      rand,
    };
  }
  return {
    title: sample.title,
    "suggestion details": sample.details,
    author: sample.author,
    authorUid: `sample-${index}`,
    createdAt,
    rand,
  };
}

/** Adds the sample posts when the collection is empty; returns how many were added. */
export async function seedIfEmpty() {
  // Loaded here, not at the top: start.mjs imports this module before it installs the dependencies.
  const { closeAdminDb, hasDocuments, writeDocuments } = await import("./admin-db.mjs");
  try {
    if (await hasDocuments("suggestions")) return 0;
    const now = Date.now();
    await writeDocuments(
      "suggestions",
      samples.map((sample, index) => ({ id: sampleId(randomUUID()), data: documentFor(sample, index, now) })),
    );
    return samples.length;
  } finally {
    await closeAdminDb();
  }
}
