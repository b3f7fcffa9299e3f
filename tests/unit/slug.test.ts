import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { slugify } from "~/lib/slug.mjs";
import { propertyRuns } from "./support/property-runs";

describe("slugify: the one slug rule", () => {
  it.each([
    ["Škoda", "skoda"],
    ["Citroën", "citroen"],
    ["Mercedes-Benz", "mercedes-benz"],
    ["Alfa Romeo", "alfa-romeo"],
    ["A/B Cars & Co", "a-b-cars-co"],
    ["Straße", "strasse"],
    ["Ørsted Æble Łódź", "orsted-aeble-lodz"],
    ["  x  ", "x"],
    ["--Gold Coast--", "gold-coast"],
    ["MX-5 2.0", "mx-5-2-0"],
    ["🚗 Cars 🚗", "cars"],
    ["🚗", ""],
    ["", ""],
    ["__proto__", "proto"],
    ["constructor", "constructor"],
  ])("%j → %j, the first time and again (the answers are kept)", (value, want) => {
    expect(slugify(value)).toBe(want);
    expect(slugify(value)).toBe(want);
  });

  it("any text gives a URL segment: lower-case ASCII letters, digits and single inner hyphens, and a slug is its own slug", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme-composite" }), (value) => {
        const slug = slugify(value);
        expect(slug).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
        expect(slugify(slug)).toBe(slug);
      }),
      { numRuns: propertyRuns(500) },
    );
  });
});
