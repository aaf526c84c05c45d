import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { addressBucket, addressHint, addressKey, callerAddress, widerBuckets } from "./caller-address";

describe("callerAddress", () => {
  it("uses the entry Google's front end appended, never the client-supplied first one", () => {
    expect(callerAddress({ ip: "6.6.6.6", headers: { "x-forwarded-for": "6.6.6.6, 203.0.113.7" } })).toBe(
      "203.0.113.7",
    );
  });

  it("uses the only entry when there is one", () => {
    expect(callerAddress({ ip: undefined, headers: { "x-forwarded-for": "198.51.100.2" } })).toBe("198.51.100.2");
  });

  it("falls back to the socket address without the header", () => {
    expect(callerAddress({ ip: "192.0.2.1", headers: {} })).toBe("192.0.2.1");
  });

  it("returns null when nothing is known, as under the emulator", () => {
    expect(callerAddress({ ip: undefined, headers: {} })).toBeNull();
    expect(callerAddress({ ip: "", headers: { "x-forwarded-for": " , " } })).toBeNull();
  });
});

describe("callerAddress with trusted proxy hops", () => {
  const request = (forwardedFor: string) => ({ ip: "10.0.0.1", headers: { "x-forwarded-for": forwardedFor } });

  it("skips that many entries from the end, for a load balancer that appends its own", () => {
    expect(callerAddress(request("6.6.6.6, 203.0.113.7, 130.211.0.5"), 1)).toBe("203.0.113.7");
    expect(callerAddress(request("6.6.6.6, 203.0.113.7, 130.211.0.5, 35.191.0.9"), 2)).toBe("203.0.113.7");
  });

  it("uses the last entry with 0 hops, the default", () => {
    expect(callerAddress(request("6.6.6.6, 203.0.113.7, 130.211.0.5"), 0)).toBe("130.211.0.5");
    expect(callerAddress(request("6.6.6.6, 203.0.113.7, 130.211.0.5"))).toBe("130.211.0.5");
  });

  it("uses the first entry when the header is shorter than the hops, never nothing", () => {
    expect(callerAddress(request("203.0.113.7"), 1)).toBe("203.0.113.7");
    expect(callerAddress(request("203.0.113.7, 130.211.0.5"), 5)).toBe("203.0.113.7");
  });

  it("treats a negative or fractional setting as whole hops of at least 0", () => {
    expect(callerAddress(request("203.0.113.7, 130.211.0.5"), -1)).toBe("130.211.0.5");
    expect(callerAddress(request("6.6.6.6, 203.0.113.7, 130.211.0.5"), 1.7)).toBe("203.0.113.7");
  });

  it("reads a header sent as several lines as one list", () => {
    expect(
      callerAddress({ ip: undefined, headers: { "x-forwarded-for": ["6.6.6.6", "203.0.113.7, 130.211.0.5"] } }, 1),
    ).toBe("203.0.113.7");
  });
});

describe("addressBucket", () => {
  // Each behaviour, with the addresses it covers and the bucket each one falls in.
  const buckets: Record<string, [address: string, bucket: string][]> = {
    "keeps an IPv4 address as it is": [
      ["203.0.113.7", "203.0.113.7"],
      [" 203.0.113.7 ", "203.0.113.7"],
    ],
    "counts an IPv6 address by its /64, whatever way it is written": [
      ["2001:db8:0:1::1", "2001:db8:0:1::/64"],
      ["2001:0DB8:0000:0001:ffff:eeee:dddd:cccc", "2001:db8:0:1::/64"],
      ["2001:db8::1:0:0:0:9", "2001:db8:0:1::/64"],
      ["[2001:db8:0:1::5]:443", "2001:db8:0:1::/64"],
      ["2001:db8:0:1::1.2.3.4", "2001:db8:0:1::/64"],
    ],
    "expands '::' wherever it stands": [
      ["::", "0:0:0:0::/64"],
      ["::1", "0:0:0:0::/64"],
      ["fe80::1%eth0", "fe80:0:0:0::/64"],
      ["2001:db8:1:2::", "2001:db8:1:2::/64"],
      ["1:2:3:4:5:6:7:8", "1:2:3:4::/64"],
    ],
    "counts an IPv4-mapped IPv6 address as the IPv4 address": [
      ["::ffff:203.0.113.7", "203.0.113.7"],
      ["::FFFF:cb00:7107", "203.0.113.7"],
      ["0:0:0:0:0:ffff:203.0.113.7", "203.0.113.7"],
      ["[::ffff:203.0.113.7]:8080", "203.0.113.7"],
      ["203.0.113.7:8080", "203.0.113.7"],
    ],
    "keeps anything else as written, lower-cased, so it still has a bucket of its own": [
      ["Unknown", "unknown"],
      ["2001:db8::g", "2001:db8::g"],
    ],
  };
  for (const [behaviour, cases] of Object.entries(buckets)) {
    it(behaviour, () => {
      for (const [address, bucket] of cases) expect(addressBucket(address), address).toBe(bucket);
    });
  }

  it("gives different /64s different buckets", () => {
    expect(addressBucket("2001:db8:0:2::1")).toBe("2001:db8:0:2::/64");
    expect(addressBucket("2001:db8:0:1::1")).not.toBe(addressBucket("2001:db8:0:2::1"));
    expect(addressBucket("2001:db8:1::1")).not.toBe(addressBucket("2001:db8::1:0:0:1"));
  });
});

describe("addressKey", () => {
  const key = "k".repeat(32);

  it("is a keyed hash: the same bucket gives the same key, another secret another key", () => {
    expect(addressKey("2001:db8:0:1::1", key)).toBe(addressKey("2001:db8:0:1:aaaa::2", key));
    expect(addressKey("::ffff:203.0.113.7", key)).toBe(addressKey("203.0.113.7", key));
    expect(addressKey("203.0.113.7", key)).not.toBe(addressKey("203.0.113.8", key));
    expect(addressKey("203.0.113.7", key)).not.toBe(addressKey("203.0.113.7", "s".repeat(32)));
    expect(addressKey("203.0.113.7", key)).toMatch(/^[0-9a-f]{32}$/);
  });

  it("is not the bare SHA-256 of the address", () => {
    const bare = createHash("sha256").update("203.0.113.7").digest("hex").slice(0, 32);
    expect(addressKey("203.0.113.7", key)).not.toBe(bare);
    expect(addressKey("203.0.113.7", key)).toBe(
      createHmac("sha256", key).update("203.0.113.7").digest("hex").slice(0, 32),
    );
  });
});

describe("addressHint", () => {
  it("gives only the /24 or /48, for logs", () => {
    expect(addressHint("203.0.113.7")).toBe("203.0.113.0/24");
    expect(addressHint("::ffff:203.0.113.7")).toBe("203.0.113.0/24");
    expect(addressHint("2001:db8:5:6::1")).toBe("2001:db8:5::/48");
    expect(addressHint("nonsense")).toBe("(not an address)");
  });
});

describe("widerBuckets", () => {
  it("gives an IPv6 address's /56 and /48, written one way", () => {
    expect(widerBuckets("2001:DB8:0:12AB::1")).toEqual([
      { prefix: 56, bucket: "2001:db8:0:1200::/56" },
      { prefix: 48, bucket: "2001:db8:0::/48" },
    ]);
    expect(widerBuckets("2001:db8:0:12ff:ffff::9")).toEqual(widerBuckets("[2001:db8:0:1234::1]:443"));
  });

  it("gives none for IPv4, IPv4 written as IPv6, or anything that is not an address", () => {
    expect(widerBuckets("203.0.113.7")).toEqual([]);
    expect(widerBuckets("::ffff:203.0.113.7")).toEqual([]);
    expect(widerBuckets("not an address")).toEqual([]);
  });

  it("puts every /64 of one /48 in the same /48 bucket, and 256 of them in each /56", () => {
    const of = (group: number) => widerBuckets(`2001:db8:7:${group.toString(16)}::1`);
    expect(new Set([0, 0xff, 0x100, 0xffff].map((group) => of(group)[1]?.bucket)).size).toBe(1);
    expect(of(0x00)[0]).toEqual(of(0xff)[0]);
    expect(of(0xff)[0]).not.toEqual(of(0x100)[0]);
  });
});
