import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import {
  ANONYMOUS_IDENTITY_MESSAGE,
  createAnonymousPost,
  createSuggestion,
  REFUSED_POST_MESSAGE,
} from "@village/shared";
import { HttpsError } from "firebase-functions/v2/https";
import { RATE_LIMITS_COLLECTION, storePost } from "../src/services/posts/posts";
import { signInWithEmailAndPassword, signOut } from "firebase/auth";
import { PASSWORD, signedUpAccounts, signUpWithEmail } from "./support/accounts";
import { adminDb, call, failureOf, type Client } from "./support/clients";
import {
  configuredLimit,
  dailyLimit,
  NETWORK_TOO_QUICKLY,
  networkDailyLimit,
  startOfFreshDay,
  startOfFreshWindow,
  TOO_QUICKLY,
  windowMs,
} from "../../test/support/rate-limits";
import { anonymousIdentity, httpCall, httpCallReply } from "./support/http-call";
import { freshEmulatorsPerTest } from "./support/lifecycle";
import { expectReadableSentence, expectRefusal, expectRefusedStoringNothing } from "./support/refusals";
import { storedPostCount } from "./support/stored";
import { emulatorPostIdKey } from "../../test/support/post-ids";

const client = freshEmulatorsPerTest();

// Some tests call storePost in this process, which mints post ids with the key the functions read from
// functions/.secret.local under the emulator (decision 0061): give this process the same key.
process.env.POST_ID_KEY = emulatorPostIdKey();

// Each test counts posts within one rate-limit window (an hour, functions/.env.test) and one UTC day.
beforeEach(async () => {
  await startOfFreshWindow(60_000);
  await startOfFreshDay();
}, 150_000);

// Under the tests' settings an anonymous caller's daily allowance is below its window's, so the anonymous
// tests below meet the daily limit (the window's refusal is met through suggestions).
const anonymousPerDay = configuredLimit("ANONYMOUS_POSTS_PER_DAY");

/** Fires `count` posts at once; returns how many succeeded and how the others failed. */
async function burst(count: number, post: (index: number) => Promise<unknown>) {
  const results = await Promise.allSettled(Array.from({ length: count }, (_, index) => post(index)));
  const refusals = await Promise.all(
    results.flatMap((result) =>
      result.status === "rejected" ? [failureOf(Promise.reject(result.reason as unknown))] : [],
    ),
  );
  return { stored: count - refusals.length, refusals };
}

/** Exactly `allowance` posts were stored, and every refusal was `resource-exhausted` with `message`. */
async function expectOnlyAllowanceStored(
  allowance: number,
  { stored, refusals }: { stored: number; refusals: { code?: string; message?: string }[] },
  message: RegExp,
) {
  expect(stored).toBe(allowance);
  expect(await storedPostCount()).toBe(allowance);
  for (const refusal of refusals) {
    expect(refusal.code).toBe("resource-exhausted");
    expect(refusal.message).toMatch(message);
  }
}

const anonymous = (caller: Client, index: number) => call(caller, createAnonymousPost, { text: `Post ${index}` });

/** The ID tokens of `count` new e-mail accounts, for calls over plain HTTP (as `Authorization: Bearer …`). */
async function idTokensOfNewAccounts(count: number, prefix: string): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, index) => `${prefix}-${index}@example.com`);
  const users = await signedUpAccounts(
    emails.map(() => client()),
    emails,
  );
  return Promise.all(users.map((user) => user.getIdToken()));
}

/** A suggestion over plain HTTP from `forwardedFor`, signed in with `idToken`. */
const suggestionFrom = (forwardedFor: string, idToken: string, title: string) =>
  httpCall(
    "createSuggestion",
    { title, details: "Details", requestId: randomUUID() },
    { "X-Forwarded-For": forwardedFor, Authorization: `Bearer ${idToken}` },
  );

/** A signed-out anonymous post over plain HTTP from `forwardedFor`, from a new anonymous identity each time. */
const anonymousFrom = async (forwardedFor: string, text = "Hi") =>
  httpCall(
    "createAnonymousPost",
    { text, requestId: randomUUID(), ageConfirmed: true },
    { "X-Forwarded-For": forwardedFor, ...(await anonymousIdentity()).headers },
  );

describe("rate limits", () => {
  it("admit exactly the per-minute allowance of 50 simultaneous posts", async () => {
    // Straight to the service that every callable uses: the Functions emulator starts a process per
    // simultaneous call, and 50 cold starts on two cores only test its start-up.
    adminDb();
    // The tests' window (an hour), which beforeEach keeps the burst inside: with the default minute, a burst
    // that straddled a minute's end was allowed twice over (10 stored, seen once in CI).
    const allowance = { perMinute: 5, perDay: 50, windowMs: windowMs() };
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) =>
        storePost(
          { title: `Idea ${index}`, text: "Burst" },
          { requestId: randomUUID(), scope: "burst-user", limiters: [{ key: "test-burst", allowance }] },
        ),
      ),
    );
    const refused = results.flatMap((result) => {
      if (result.status === "fulfilled") return [];
      if (!(result.reason instanceof HttpsError)) throw result.reason;
      return [result.reason];
    });
    await expectOnlyAllowanceStored(5, { stored: results.length - refused.length, refusals: refused }, TOO_QUICKLY);
  }, 120_000);

  it("admit exactly the allowance of simultaneous calls through the function", async () => {
    const allowance = configuredLimit("SUGGESTIONS_PER_MINUTE");
    const caller = client();
    await signUpWithEmail(caller, "eager@example.com");

    const outcome = await burst(allowance + 4, (index) =>
      call(caller, createSuggestion, { title: `Idea ${index}`, details: "Details" }),
    );

    await expectOnlyAllowanceStored(allowance, outcome, TOO_QUICKLY);
  }, 120_000);

  it("keep each account's allowance its own", async () => {
    const allowance = configuredLimit("SUGGESTIONS_PER_MINUTE");
    const first = client();
    await signUpWithEmail(first, "first@example.com");
    const second = client();
    await signUpWithEmail(second, "second@example.com");
    for (let index = 0; index < allowance; index++) {
      await call(first, createSuggestion, { title: `${index}`, details: "d" });
    }
    const refusal = await failureOf(call(first, createSuggestion, { title: "x", details: "d" }));
    expect(refusal.code).toBe("resource-exhausted");
    expect(refusal.message).toMatch(TOO_QUICKLY);
    expectReadableSentence(refusal.message);
    expect(await storedPostCount()).toBe(allowance);
    await expect(call(second, createSuggestion, { title: "mine", details: "d" })).resolves.toHaveProperty("id");
    expect(await storedPostCount()).toBe(allowance + 1);
  });

  it("let a stored submission be retried after the allowance is spent", async () => {
    const caller = client();
    const requestId = randomUUID();
    const first = await call(caller, createAnonymousPost, { text: "First", requestId });
    for (let index = 1; index < anonymousPerDay; index++) await anonymous(caller, index);
    expect((await failureOf(anonymous(caller, 99))).code).toBe("resource-exhausted");

    expect(await call(caller, createAnonymousPost, { text: "First", requestId })).toEqual(first);
    expect(await storedPostCount()).toBe(anonymousPerDay);
  });

  it("count anonymous posts per browser when no address is known, as under the emulator", async () => {
    const first = client();
    const { stored, refusals } = await burst(anonymousPerDay + 5, (index) => anonymous(first, index));
    // Past the window's allowance the refusal is "too quickly"; within it, past the day's, "today's limit".
    const tooQuicklyOrToday = new RegExp(`${TOO_QUICKLY.source}|${dailyLimit(anonymousPerDay).source}`);
    await expectOnlyAllowanceStored(anonymousPerDay, { stored, refusals }, tooQuicklyOrToday);
    // More callers hold a window slot than the day allows: at least one of them meets the daily limit (a
    // refused call gives its slot back, so how the others split between the two refusals varies).
    expect(refusals.some((refusal) => dailyLimit(anonymousPerDay).test(refusal.message))).toBe(true);
    await expect(anonymous(client(), 0)).resolves.toHaveProperty("id");
  });

  it("refuse an anonymous post over the daily allowance in words, and store nothing for it", async () => {
    // The tests' settings make the day's allowance the one an anonymous caller meets first.
    expect(anonymousPerDay).toBeLessThan(configuredLimit("ANONYMOUS_POSTS_PER_MINUTE"));
    const caller = client();
    for (let index = 0; index < anonymousPerDay; index++) await anonymous(caller, index);
    const requestId = randomUUID();
    const refusal = await failureOf(call(caller, createAnonymousPost, { text: "One too many", requestId }));
    expectRefusal(refusal, { code: "resource-exhausted", message: refusal.message });
    expect(refusal.message).toMatch(dailyLimit(anonymousPerDay));
    expect(await storedPostCount()).toBe(anonymousPerDay);
    // Nothing of the refused post was kept: the same request is refused again, not answered with a post.
    expect((await failureOf(call(caller, createAnonymousPost, { text: "One too many", requestId }))).message).toMatch(
      dailyLimit(anonymousPerDay),
    );
    const day = await adminDb().collection(RATE_LIMITS_COLLECTION).where("window", "==", "day").get();
    expect(day.docs.map((doc): unknown => doc.get("count"))).toEqual([anonymousPerDay]);
  });

  it("count anonymous posts per address, trusting only the entry Google's front end appends", async () => {
    const allowance = anonymousPerDay;
    // A fresh anonymous identity for every post: identities are free, the address's allowance is not.
    const post = async (forwardedFor: string) =>
      httpCall(
        "createAnonymousPost",
        { text: "Hi", requestId: randomUUID(), ageConfirmed: true },
        { "X-Forwarded-For": forwardedFor, ...(await anonymousIdentity()).headers },
      );
    // A forged first entry changes nothing: the last entry is the same address each time.
    for (let index = 0; index < allowance; index++) {
      expect(await post(`10.0.0.${index}, 203.0.113.9`)).toHaveProperty("id");
    }
    expect(await post("10.9.9.9, 203.0.113.9")).toMatchObject({
      code: "resource-exhausted",
      message: expect.stringMatching(dailyLimit(allowance)),
    });
    expect(await post("198.51.100.4")).toHaveProperty("id");
  });

  it("give 50 accounts posting from one address that address's allowance in all, not 50 allowances", async () => {
    const perAddress = configuredLimit("SUGGESTIONS_PER_ADDRESS_PER_MINUTE");
    // The farm has far more accounts than the address's allowance holds posts.
    expect(50).toBeGreaterThan(perAddress);
    const tokens = await idTokensOfNewAccounts(50, "farm");
    await startOfFreshWindow(120_000);

    const replies = [];
    for (const [index, token] of tokens.entries()) {
      replies.push(await suggestionFrom("203.0.113.50", token, `Farmed ${index}`));
    }

    const refusals = replies.filter((reply) => reply.id === undefined);
    const outcome = { stored: replies.length - refusals.length, refusals };
    await expectOnlyAllowanceStored(perAddress, outcome, NETWORK_TOO_QUICKLY);
    // Each refused account still has its own allowance, from another address.
    const lastToken = tokens.at(-1) ?? "";
    expect(await suggestionFrom("198.51.100.50", lastToken, "From elsewhere")).toHaveProperty("id");
  }, 180_000);

  it("count signed-in anonymous posts against the address's allowance too", async () => {
    const allowance = anonymousPerDay;
    const tokens = await idTokensOfNewAccounts(allowance + 2, "anon");
    const post = (token: string, forwardedFor: string) =>
      httpCall(
        "createAnonymousPost",
        { text: "Signed in, posting on /anon", requestId: randomUUID(), ageConfirmed: true },
        { "X-Forwarded-For": forwardedFor, Authorization: `Bearer ${token}` },
      );

    const replies = [];
    for (const token of tokens) replies.push(await post(token, "203.0.113.60"));

    expect(replies.filter((reply) => reply.id !== undefined)).toHaveLength(allowance);
    expect(replies.at(-1)).toMatchObject({
      code: "resource-exhausted",
      message: expect.stringMatching(networkDailyLimit(allowance)),
    });
    expect(await post(tokens.at(-1) ?? "", "198.51.100.60")).toHaveProperty("id");
    expect(await storedPostCount()).toBe(allowance + 1);
  }, 120_000);

  it("give a /48 and a /56 an allowance each: one /48 does not hold 65,536 /64s' allowances", async () => {
    // An attacker with a /48 (a free tunnel gives one) posts from a new /64 each time, as X-Forwarded-For
    // says, signed in with accounts of its own so that no account's allowance runs out first.
    const per56 = anonymousPerDay * configuredLimit("ALLOWANCE_FACTOR_PER_56");
    const per48 = anonymousPerDay * configuredLimit("ALLOWANCE_FACTOR_PER_48");
    const tokens = await idTokensOfNewAccounts(Math.ceil((per48 + per56 + 2) / anonymousPerDay) + 1, "wide");
    let turn = 0;
    const post = (forwardedFor: string) =>
      httpCall(
        "createAnonymousPost",
        { text: "From a new /64", requestId: randomUUID(), ageConfirmed: true },
        { "X-Forwarded-For": forwardedFor, Authorization: `Bearer ${tokens[turn++ % tokens.length] ?? ""}` },
      );

    // A /56 (256 /64s): its allowance, then refused, though each /64 posts once.
    const in56 = [];
    for (let index = 0; index <= per56; index++) in56.push(await post(`2001:db8:56:${index.toString(16)}::1`));
    expect(in56.filter((reply) => reply.id !== undefined)).toHaveLength(per56);
    expect(in56.at(-1)).toMatchObject({ message: expect.stringMatching(networkDailyLimit(per56)) });

    // A /48: two posts from each of its /56s, never a /56's allowance, until the /48's is spent.
    const in48 = [];
    for (let index = 0; index <= per48; index++) {
      const group = (Math.floor(index / 2) * 0x100 + (index % 2)).toString(16);
      in48.push(await post(`2001:db8:48:${group}::1`));
    }
    expect(in48.filter((reply) => reply.id !== undefined)).toHaveLength(per48);
    expect(in48.at(-1)).toMatchObject({ message: expect.stringMatching(networkDailyLimit(per48)) });
    // Another /48 has its own.
    expect(await post("2001:db8:49::1")).toHaveProperty("id");
  }, 180_000);

  it("count signed-in callers per account only where no address is known, as under the emulator", async () => {
    const perAccount = configuredLimit("SUGGESTIONS_PER_MINUTE");
    const perAddress = configuredLimit("SUGGESTIONS_PER_ADDRESS_PER_MINUTE");
    const accounts = Math.floor(perAddress / perAccount) + 1;
    for (let account = 0; account < accounts; account++) {
      const caller = client();
      await signUpWithEmail(caller, `no-address-${account}@example.com`);
      for (let index = 0; index < perAccount; index++) {
        await call(caller, createSuggestion, { title: `${account}-${index}`, details: "d" });
      }
    }
    // More than one address's allowance: a missing address is no bucket that everyone shares.
    expect(await storedPostCount()).toBe(accounts * perAccount);
    expect(accounts * perAccount).toBeGreaterThan(perAddress);
  }, 120_000);

  it("count IPv6 callers by their /64, and an IPv4-mapped address as its IPv4 address", async () => {
    const allowance = anonymousPerDay;
    // Different addresses, one /64: one allowance.
    for (let index = 0; index < allowance; index++) {
      expect(await anonymousFrom(`2001:db8:aa:1::${index + 1}`)).toHaveProperty("id");
    }
    expect(await anonymousFrom("2001:db8:aa:1:ffff:1234:5678:9abc")).toMatchObject({ code: "resource-exhausted" });
    expect(await anonymousFrom("2001:DB8:AA:1:0:0:0:77")).toMatchObject({ code: "resource-exhausted" });
    // The next /64 over is someone else.
    expect(await anonymousFrom("2001:db8:aa:2::1")).toHaveProperty("id");

    for (let index = 0; index < allowance; index++) {
      expect(await anonymousFrom("203.0.113.70")).toHaveProperty("id");
    }
    expect(await anonymousFrom("::ffff:203.0.113.70")).toMatchObject({ code: "resource-exhausted" });
    expect(await storedPostCount()).toBe(2 * allowance + 1);
  });

  it("count a signed-in caller's anonymous posts against the account, whichever browser sends them", async () => {
    const first = client();
    const user = await signUpWithEmail(first, "anon-account@example.com");
    for (let index = 0; index < anonymousPerDay; index++) await anonymous(first, index);
    // The same account in another browser (another browser id), still under the emulator's missing address.
    const second = client();
    await signInWithEmailAndPassword(second.auth, user.email ?? "", PASSWORD);
    const refusal = await failureOf(anonymous(second, 99));
    expect(refusal.code).toBe("resource-exhausted");
    expect(refusal.message).toMatch(dailyLimit(anonymousPerDay));
    expect(await storedPostCount()).toBe(anonymousPerDay);
    // Another account in the first browser has its own allowance.
    await signOut(first.auth);
    await signUpWithEmail(first, "other-anon-account@example.com");
    await expect(anonymous(first, 100)).resolves.toHaveProperty("id");
  });

  it("store two simultaneous copies of one submission once, neither refused, with one slot left", async () => {
    adminDb();
    const allowance = { perMinute: 3, perDay: 50, windowMs: windowMs() };
    const limiters = [{ key: "test-twins", allowance }];
    const fields = { title: "Twins", text: "Sent twice at once" };
    for (let index = 0; index < allowance.perMinute - 1; index++) {
      await storePost({ title: `Earlier ${index}` }, { requestId: randomUUID(), scope: "twin-user", limiters });
    }
    const requestId = randomUUID();
    const copies = await Promise.allSettled([
      storePost(fields, { requestId, scope: "twin-user", limiters }),
      storePost(fields, { requestId, scope: "twin-user", limiters }),
    ]);
    expect(copies.map((copy) => copy.status)).toEqual(["fulfilled", "fulfilled"]);
    const [one, two] = copies.map((copy) => (copy.status === "fulfilled" ? copy.value : null));
    expect(one).toBe(two);
    expect(await storedPostCount()).toBe(allowance.perMinute);
    // The window is now spent: another submission is refused.
    await expect(
      storePost({ title: "One more" }, { requestId: randomUUID(), scope: "twin-user", limiters }),
    ).rejects.toMatchObject({ code: "resource-exhausted" });
  });

  it("refuse a signed-out post with neither an address nor an identity", async () => {
    const failure = await failureOf(
      call(
        client(),
        createAnonymousPost,
        { text: "Who?", requestId: randomUUID(), ageConfirmed: true },
        { addIds: false },
      ),
    );
    expectRefusal(failure, { code: "unauthenticated", message: ANONYMOUS_IDENTITY_MESSAGE });
  });
});

describe("several allowances at once", () => {
  // The tests' short window (an hour, as the functions have it here): a calendar minute ending between two of
  // a test's calls would give the next call a new allowance (a slow run failed that way).
  const allowance = (perMinute: number, perDay: number) => ({ perMinute, perDay, windowMs: windowMs() });
  const post = (...limiters: { key: string; allowance: ReturnType<typeof allowance> }[]) =>
    storePost({ text: "Hello" }, { requestId: randomUUID(), scope: "some-caller", limiters });

  it("admit a post only while each has room, and give back what a refused call took", async () => {
    adminDb();
    const account = { key: "test-account", allowance: allowance(5, 50) };
    const address = { key: "test-address", allowance: allowance(2, 50) };
    await post(account, address);
    await post(account, address);
    for (let index = 0; index < 3; index++) {
      await expect(post(account, address)).rejects.toMatchObject({ code: "resource-exhausted" });
    }
    // The refused calls took the account's slots and gave them back: 3 of its 5 remain.
    const elsewhere = { key: "test-other-address", allowance: allowance(5, 50) };
    for (let index = 0; index < 3; index++) await post(account, elsewhere);
    await expect(post(account, elsewhere)).rejects.toMatchObject({ code: "resource-exhausted" });
    expect(await storedPostCount()).toBe(5);
  });

  it("refuse over any day allowance without counting the post against the others", async () => {
    const db = adminDb();
    const account = { key: "test-day-account", allowance: allowance(5, 50) };
    const address = { key: "test-day-address", allowance: allowance(5, 1) };
    await post(account, address);
    const refusal: unknown = await post(account, address).catch((error: unknown) => error);
    if (!(refusal instanceof HttpsError)) throw new Error(`Expected a refusal, got ${String(refusal)}`);
    expect(refusal.code).toBe("resource-exhausted");
    expect(refusal.message).toMatch(
      /^You've reached today's limit of 1 posts\. Please try again in \d+ (hours?|minutes?|seconds?)\.$/,
    );
    const counters = await db.collection(RATE_LIMITS_COLLECTION).where("window", "==", "day").get();
    expect(Object.fromEntries(counters.docs.map((doc) => [doc.get("key"), doc.get("count")]))).toEqual({
      "test-day-account": 1,
      "test-day-address": 1,
    });
    expect(await storedPostCount()).toBe(1);
  });
});

describe("the caller's own look-ups (myPost, myPosts, mySuspension)", () => {
  // Before, each answered without end: one identity could loop any of them, and each call read (up to 52
  // documents for myPosts). Now each spends an allowance of the caller's, as an attacker meets it here.
  const tooQuickly = (doing: string) =>
    new RegExp(String.raw`^You're ${doing} too quickly\. Please try again in (\d+ seconds?|\d+ minutes?|1 hour)\.$`);

  /** Calls `name` until the caller's window allowance is spent: every call before it answers, the next is refused. */
  async function spendAll(name: string, data: unknown, headers: Record<string, string>, perWindow: number) {
    for (let index = 0; index < perWindow; index++) {
      const reply = await httpCallReply(name, data, headers);
      expect(reply.code === undefined || reply.code === "not-found", `${name} call ${index + 1}`).toBe(true);
    }
    return httpCallReply(name, data, headers);
  }

  it("refuse one identity's loop once its allowance is spent, each in its own words", async () => {
    const identity = await anonymousIdentity();
    const [token = ""] = await idTokensOfNewAccounts(1, "looper");
    const account = { Authorization: `Bearer ${token}` };
    const cases = [
      {
        name: "mySuspension",
        data: {},
        headers: identity.headers,
        setting: "MY_SUSPENSION",
        doing: "checking your account",
      },
      // An id without Village's tag is read (a post from before the tag): the allowance comes first.
      {
        name: "myPost",
        data: { postId: "neverWasAPost0000001" },
        headers: identity.headers,
        setting: "MY_POST",
        doing: "looking up your posts",
      },
      { name: "myPosts", data: {}, headers: account, setting: "MY_POSTS", doing: "loading your posts" },
      {
        name: "myReplyNotices",
        data: {},
        headers: identity.headers,
        setting: "REPLY_NOTICES",
        doing: "checking replies to your posts",
      },
    ];
    for (const { name, data, headers, setting, doing } of cases) {
      const refused = await spendAll(name, data, headers, configuredLimit(`${setting}_PER_MINUTE`));
      expect(refused, name).toEqual({ code: "resource-exhausted", message: expect.stringMatching(tooQuickly(doing)) });
    }
    // Another identity has its own allowance.
    expect((await httpCallReply("mySuspension", {}, (await anonymousIdentity()).headers)).code).toBeUndefined();
    // Some 50 calls one after another: more than the tier's 30 s on a machine busy with the browser lane.
  }, 90_000);
});

describe("the honeypot", () => {
  it("refuses a post that filled it, storing nothing", async () => {
    await expectRefusedStoringNothing(
      call(client(), createAnonymousPost, { text: "Buy now", website: "spam.example" }),
      { code: "invalid-argument", message: REFUSED_POST_MESSAGE },
    );
  });

  it("lets an empty one through", async () => {
    await expect(call(client(), createAnonymousPost, { text: "Hello", website: "" })).resolves.toHaveProperty("id");
  });
});
