import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { slugify } from "~/lib/slug";
import { slugify as demoSlugify } from "../../scripts/slug.mjs";

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
  ])("%j → %j", (value, want) => expect(slugify(value)).toBe(want));

  it("the demo generator's plain-JavaScript copy gives the same slug for every input", () => {
    for (const v of ["Škoda", "Mercedes-Benz", "Alfa Romeo", "  x  ", "🚗 Cars 🚗", "A/B Cars & Co", "Straße", "Ørsted Æble Łódź"]) {
      expect(demoSlugify(v)).toBe(slugify(v));
    }
    fc.assert(fc.property(fc.string({ unit: "grapheme-composite" }), fc.string({ unit: "binary" }), (a, b) => {
      expect(demoSlugify(a)).toBe(slugify(a));
      expect(demoSlugify(b)).toBe(slugify(b));
    }));
  });
});
