import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DISPLAY_NAME_MAX,
  displayNameField,
  isReservedDisplayName,
  RESERVED_DISPLAY_NAME_MESSAGE,
} from "./display-name.js";
import { updateDisplayName } from "../contracts/update-display-name.js";

const problemOf = (value: unknown) => {
  const parsed = displayNameField.safeParse(value);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe("displayNameField", () => {
  it("cleans a name by the title rules: controls and bidi overrides out, one line, NFC, trimmed", () => {
    expect(displayNameField.parse("  Ada\u202E Lovelace\u0000 ")).toBe("Ada Lovelace");
    expect(displayNameField.parse("Ada\nLovelace")).toBe("Ada Lovelace");
    expect(displayNameField.parse("Cafe\u0301")).toBe("Café");
  });

  it(`keeps at most ${DISPLAY_NAME_MAX} characters, counted once cleaned`, () => {
    expect(displayNameField.parse("x".repeat(DISPLAY_NAME_MAX))).toHaveLength(DISPLAY_NAME_MAX);
    expect(problemOf("x".repeat(DISPLAY_NAME_MAX + 1))).toBe("Display name must be at most 50 characters.");
    expect(displayNameField.parse(`${"x".repeat(DISPLAY_NAME_MAX)}\u202E\u0000`)).toHaveLength(DISPLAY_NAME_MAX);
  });

  it("refuses a missing, blank or invisible name", () => {
    for (const value of [undefined, "", "   ", "\u200B\u2800", "\u3164"]) {
      expect(problemOf(value)).toBe("Please enter a display name.");
    }
    expect(problemOf(42)).toBe("Display name must be text.");
  });

  it.each([
    "anonymous",
    "Anonymous",
    " ANONYMOUS ",
    "ＡＮＯＮＹＭＯＵＳ",
    "a.n.o.n.y.m.o.u.s",
    "Moderator",
    "moderator",
    "M o d e r a t o r",
    "Site Moderator",
    "Módérator",
    "Administrator",
    "administrator 2",
    "Admini\u200Bstrator",
    // Confusable letters (UTS #39): Cyrillic "М", "о", "у", Greek "Α", digits, "l" for "I", "rn" for "m".
    "\u041Coderator",
    "M\u043Ederator",
    "S\u0443stem",
    "\u0391dmin",
    "ADMlN",
    "ADM1N",
    "M0D",
    "Adrnin",
    "offIcial",
    "Ｓｔａｆｆ",
    // The site and its roles, as whole words or spelled only with reserved words.
    "Village Admin",
    "Admin",
    "Admin Ada",
    "AdminAda",
    "Admin2",
    "Mod",
    "mods",
    "Staff",
    "Village",
    "Official",
    "Unofficial",
    "Support Team",
    "System",
    "Team",
    "VillageAdmin",
    "A.d.m.i.n",
  ])("refuses %j, which would pass as the site, a role or an anonymous post", (name) => {
    expect(problemOf(name)).toBe(RESERVED_DISPLAY_NAME_MESSAGE);
  });

  it.each([
    "Ada",
    "Anon",
    "山田太郎",
    "محمد",
    "José",
    "Модест",
    // Reserved short words inside ordinary ones.
    "Badminton Fan",
    "Modern Art",
    "Steam",
    "Staffan",
    "Desmond",
    "Admiral",
    "Emma",
    "Milan",
    "Lily",
  ])("accepts %j", (name) => {
    expect(isReservedDisplayName(name)).toBe(false);
    expect(problemOf(name)).toBeNull();
  });
});

describe("invisible characters in a name", () => {
  it.each([
    "Site Ad\u200Bmin",
    "Vil\u200Blage Sup\u200Bport Desk",
    "St\u00ADaff Ann",
    "Ad\u200Dmin",
    "Mod\u2060erator",
  ])("refuses %j: the reserved check reads past them, as a reader's eye does", (name) => {
    expect(problemOf(name)).toBe(RESERVED_DISPLAY_NAME_MESSAGE);
  });

  it("keeps no invisible character that no writing needs", () => {
    expect(displayNameField.parse("Ada\u200B Love\u00ADlace\u2060\uFEFF")).toBe("Ada Lovelace");
    expect(displayNameField.parse("Jo\u3164\u115Fe")).toBe("Joe");
  });

  it("keeps the joiners and selectors that scripts and emoji need", () => {
    for (const name of [
      "\u0639\u0644\u06CC\u200C\u0631\u0636\u0627", // Persian, with a zero-width non-joiner
      "\u{1F469}\u200D\u{1F4BB} Ada", // woman technologist: a ZWJ sequence
      "\u2764\uFE0F Ada", // red heart, emoji style
      "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F} Ada", // England's flag
      "\u845B\u{E0100}\u98FE", // a CJK glyph variant
    ]) {
      expect(displayNameField.parse(name)).toBe(name);
    }
  });

  it("refuses a reserved name whatever default-ignorable characters are slipped into it", () => {
    const ignorable = fc.constantFrom(
      "\u00AD",
      "\u034F",
      "\u115F",
      "\u17B4",
      "\u180B",
      "\u200B",
      "\u200C",
      "\u200D",
      "\u2060",
      "\u2064",
      "\u3164",
      "\uFE0F",
      "\uFEFF",
      "\uFFA0",
      "\u{1BCA0}",
      "\u{1D173}",
      "\u{E0041}",
      "\u{E0100}",
    );
    const reserved = fc.constantFrom("Admin", "Moderator", "Staff Ann", "Village Support", "Official", "anonymous");
    const slipped = fc
      .tuple(reserved, fc.array(fc.tuple(fc.nat(), ignorable), { maxLength: 6 }))
      .map(([name, inserts]) =>
        inserts
          .reduce((chars, [at, ch]) => {
            const i = 1 + (at % (chars.length - 1));
            return [...chars.slice(0, i), ch, ...chars.slice(i)];
          }, Array.from(name))
          .join(""),
      );
    fc.assert(
      fc.property(slipped, (name) => {
        expect(isReservedDisplayName(name)).toBe(true);
      }),
    );
  });
});

describe("updateDisplayName's input", () => {
  const requestId = "7f1c2a9e-3b4d-4c5e-8f60-112233445566";

  it("takes a display name or the choice of the e-mail address, and not both", () => {
    expect(updateDisplayName.input.parse({ displayName: " Ada ", requestId })).toEqual({
      displayName: "Ada",
      requestId,
    });
    expect(updateDisplayName.input.parse({ useEmail: true, requestId })).toEqual({ useEmail: true, requestId });
    for (const both of [{ requestId }, { displayName: "Ada", useEmail: true, requestId }]) {
      const parsed = updateDisplayName.input.safeParse(both);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toMatch(/^Please enter a display name, or choose/);
    }
  });

  it("says the name's own problem, and refuses keys it does not know", () => {
    expect(updateDisplayName.input.safeParse({ displayName: "Moderator", requestId }).error?.issues[0]?.message).toBe(
      RESERVED_DISPLAY_NAME_MESSAGE,
    );
    expect(
      updateDisplayName.input.safeParse({ displayName: "Ada", uid: "someone", requestId }).error?.issues[0]?.message,
    ).toBe('This request has fields Village does not accept: "uid".');
  });
});
