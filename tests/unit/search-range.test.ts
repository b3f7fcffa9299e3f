import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { formatRange, isRangeNumber, parseRange, parseRangeSide } from "~/lib/search/range";
import { buildSearchUrl, parseSearchUrl } from "~/lib/search/url";

// The one 'min:max' rule the search pages and GET /api/search share.
describe("'min:max' range text", () => {
  it.each([
    ["10000:20000", { min: 10000, max: 20000 }],
    [":20000", { max: 20000 }],
    ["10000:", { min: 10000 }],
    ["0:0", { min: 0, max: 0 }],
    ["-5:5", { min: -5, max: 5 }],
    [" 10 : 20 ", { min: 10, max: 20 }],
    // Read as written: the page puts it the right way round, the API refuses it.
    ["20:10", { min: 20, max: 10 }],
  ])("%j reads as %j", (text, want) => expect(parseRange(text)).toEqual(want));

  it.each(["", ":", " : ", "abc:", "1:abc", "10", "--1:", "+1:", "1e3:5e3", "1e3:", ":5E3", "1.5:2", "1.:", ".5:", "0x10:", "1:2:3", "Infinity:", "99999999999999999999:"])(
    "refuses %j",
    (text) => expect(parseRange(text)).toBeNull(),
  );

  it("a form's single side follows the same rule", () => {
    expect(parseRangeSide(" 5000 ")).toBe(5000);
    expect(parseRangeSide("")).toBeUndefined();
    expect(parseRangeSide("1e3")).toBeNull();
    expect(parseRangeSide("1.5")).toBeNull();
  });

  it("every range a state can hold is written so it reads back", () => {
    fc.assert(
      fc.property(fc.record({ min: fc.maxSafeInteger(), max: fc.maxSafeInteger() }, { requiredKeys: [] }), (range) => {
        fc.pre(range.min !== undefined || range.max !== undefined);
        expect(parseRange(formatRange(range))).toEqual(range);
      }),
    );
    expect(isRangeNumber(1.5)).toBe(false);
    expect(isRangeNumber(1e21)).toBe(false);
  });

  it("the search page drops a side the URL could not write back", () => {
    const url = buildSearchUrl({ refinements: {}, ranges: { price: { min: 1.5, max: 20000 }, km: { max: 1e21 } }, page: 1 });
    expect(url).toBe("/search?price=:20000");
    expect(parseSearchUrl(url, { facets: {} })?.ranges).toEqual({ price: { max: 20000 } });
  });
});
