// Keyword preparation (spec point 5): stock-number-like queries are quoted, quotes are stripped.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { propertyRuns } from "./support/property-runs";
import { MAX_KEYWORD_LENGTH, isStockNumberLike, prepareKeyword, stripQuotes } from "~/lib/search/keyword";

describe("stock-number-like tokens (letters, 3 or more digits, letters)", () => {
  it.each(["SMG12345", "AB123CD", "abc123", "T123", "X1000Y", "F150", "123ABC"])("%s is stock-number-like", (token) => {
    expect(isStockNumberLike(token)).toBe(true);
  });

  // Pure digits are a price, a year or a postcode as often as a stock number: a letter is required
  // on at least one side of the digits.
  it.each(["V8", "CX5", "A12", "12345", "2020", "CX-5", "SMG-12345", "toyota", "", "12AB345"])(
    "%j is not",
    (token) => {
      expect(isStockNumberLike(token)).toBe(false);
    },
  );
});

describe("prepareKeyword", () => {
  it.each([
    ["SMG12345", '"SMG12345"'],
    ["AB123CD", '"AB123CD"'],
    ["  toyota   hilux  SR5 ", "toyota hilux SR5"],
    ["hilux SMG12345", 'hilux "SMG12345"'],
    ["V8 ute", "V8 ute"],
    ["CX5", "CX5"],
    ["12345", "12345"],
    ["mazda\tcx5\nGT", "mazda cx5 GT"],
    ['"SMG12345"', '"SMG12345"'], // the visitor's quotes go; ours come back
    ['toyota "corolla', "toyota corolla"],
    ["", ""],
    ["   ", ""],
  ])("%j → %j", (input, output) => {
    expect(prepareKeyword(input)).toBe(output);
  });

  it("takes null and undefined as no keyword", () => {
    expect(prepareKeyword(null)).toBe("");
    expect(prepareKeyword(undefined)).toBe("");
  });

  it(`caps the visitor's text at ${MAX_KEYWORD_LENGTH} characters`, () => {
    expect(prepareKeyword("a".repeat(500))).toBe("a".repeat(MAX_KEYWORD_LENGTH));
    expect(prepareKeyword(`${"word ".repeat(60)}`).length).toBeLessThanOrEqual(MAX_KEYWORD_LENGTH);
  });

  it("never cuts a character in half", () => {
    const out = prepareKeyword(`${"a".repeat(MAX_KEYWORD_LENGTH - 1)}🚗🚗`);
    expect(out).toBe("a".repeat(MAX_KEYWORD_LENGTH - 1));
  });

  it("is idempotent and stays within bounds", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 300 }), (q) => {
        const once = prepareKeyword(q);
        expect(prepareKeyword(once)).toBe(once);
        expect(once).toBe(once.trim());
        expect(once).not.toMatch(/\s{2}/);
        // Only whole stock-number tokens are quoted.
        for (const token of once.split(" ")) {
          if (token.includes('"')) expect(token).toMatch(/^"[A-Za-z]*\d{3,}[A-Za-z]*"$/);
        }
      }),
      { numRuns: propertyRuns() },
    );
  });
});

describe("stripQuotes", () => {
  it("double quotes in search filter string values are stripped", () => {
    expect(stripQuotes('Test Drive "Only"')).toBe("Test Drive Only");
    expect(stripQuotes('"')).toBe("");
    expect(stripQuotes("O'Brien Motors")).toBe("O'Brien Motors");
    expect(stripQuotes("plain")).toBe("plain");
  });
});
