// The embedded geocoder and its postcode table: complete for the demo's cities, and plausible.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { AU_POSTCODES } from "../../server/geocoding/au-postcodes";
import { createEmbeddedGeocoder } from "../../server/geocoding/embedded";
import { withFallback, type Geocoder } from "../../server/geocoding/port";
import { groupSchema } from "../../server/sites/schema";
import { haversineKm } from "~/lib/locations/distance";

const embedded = createEmbeddedGeocoder();

describe("embedded geocoder", () => {
  it("places an Australian postcode", async () => {
    expect(await embedded.geocodePostcode("4000", "AU")).toEqual({ status: "found", point: { lat: -27.4698, lng: 153.0251 }, place: "Brisbane City" });
  });

  it.each(["0000", "9999", "4001", "abcd", "", "40000"])("%j is not found", async (postcode) => {
    expect(await embedded.geocodePostcode(postcode, "AU")).toEqual({ status: "not-found" });
  });

  it("serves Australia only", async () => {
    expect(embedded.supports("AU")).toBe(true);
    expect(embedded.supports("NZ")).toBe(false);
    expect(embedded.supports("US")).toBe(false);
    expect(await embedded.geocodePostcode("4000", "NZ")).toEqual({ status: "not-found" });
  });
});

describe("the postcode table", () => {
  it("has 4-digit postcodes, each with finite coordinates and a place", () => {
    for (const [postcode, centre] of AU_POSTCODES) {
      expect(postcode).toMatch(/^\d{4}$/);
      expect(Number.isFinite(centre.lat) && Number.isFinite(centre.lng)).toBe(true);
      expect(centre.place).not.toBe("");
    }
  });

  it("keeps every point inside Australia, and Queensland postcodes (4xxx) inside Queensland", () => {
    for (const [postcode, { lat, lng }] of AU_POSTCODES) {
      expect(lat, postcode).toBeGreaterThan(-44);
      expect(lat, postcode).toBeLessThan(-10);
      expect(lng, postcode).toBeGreaterThan(112);
      expect(lng, postcode).toBeLessThan(154);
      if (postcode.startsWith("4")) {
        expect(lat, postcode).toBeGreaterThan(-29.2);
        expect(lng, postcode).toBeGreaterThan(138);
      }
    }
  });

  it.each([
    ["0800", "Darwin City"],
    ["2000", "Sydney"],
    ["2601", "Canberra City"],
    ["3000", "Melbourne"],
    ["4000", "Brisbane City"],
    ["5000", "Adelaide"],
    ["6000", "Perth"],
    ["7000", "Hobart"],
  ])("has the capital-city CBD %s (%s)", (postcode, place) => {
    expect(AU_POSTCODES.get(postcode)?.place).toBe(place);
  });

  it("has every postcode of the demo's Queensland cities", () => {
    const ranges: Array<[string, number[]]> = [
      ["Ipswich", [4300, 4301, 4303, 4304, 4305, 4306]],
      ["Gold Coast", [4208, 4209, 4210, 4211, 4212, 4213, 4214, 4215, 4216, 4217, 4218, 4220, 4221, 4223, 4224, 4225, 4226, 4227, 4228, 4229, 4230]],
      ["Sunshine Coast", [4550, 4551, 4552, 4553, 4554, 4555, 4556, 4557, 4558, 4559, 4560, 4561, 4562, 4563, 4564, 4565, 4566, 4567, 4572, 4573, 4574, 4575]],
      ["Toowoomba", [4350, 4352]],
      ["Brisbane", [4000, 4005, 4006, 4007, 4009, 4010, 4011, 4012, 4017, 4030, 4032, 4051, 4059, 4064, 4066, 4067, 4068, 4101, 4102, 4105, 4109, 4113, 4120, 4122, 4151, 4152, 4169, 4170, 4171, 4178]],
    ];
    for (const [city, postcodes] of ranges) {
      for (const postcode of postcodes) expect(AU_POSTCODES.has(String(postcode).padStart(4, "0")), `${city} ${postcode}`).toBe(true);
    }
  });

  // Every Australian demo location lies within 10 km of its own postcode's centre: a check of the table
  // against addresses written independently of it.
  const groups = readdirSync("sites", { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).map((dir) => groupSchema.parse(JSON.parse(readFileSync(`sites/${dir}/group.json`, "utf8"))));
  const auLocations = groups.flatMap((g) => g.locations).filter((l) => /^\d{4}$/.test(l.address.postcode) && l.address.state !== "AUK");
  it.each(auLocations.map((l) => [l.slug, l] as const))("%s is near its postcode's centre", (_slug, location) => {
    const centre = AU_POSTCODES.get(location.address.postcode);
    expect(centre, location.address.postcode).toBeDefined();
    expect(haversineKm(centre!, { lat: location.address.lat, lng: location.address.long })).toBeLessThan(10);
  });
});

describe("withFallback", () => {
  const fixed = (name: string, result: Awaited<ReturnType<Geocoder["geocodePostcode"]>>, countries = ["AU"]): Geocoder => ({
    name,
    supports: (c) => countries.includes(c),
    geocodePostcode: async () => result,
  });

  it.each([
    ["found by the first", { status: "found", point: { lat: 1, lng: 1 } }, "first"],
    ["not found by the first", { status: "not-found" }, "first"],
    ["the first unavailable", { status: "unavailable", reason: "x" }, "second"],
  ] as const)("%s → answer of the %s", async (_name, firstResult, from) => {
    const second = { status: "found", point: { lat: 2, lng: 2 } } as const;
    const g = withFallback(fixed("a", firstResult), fixed("b", second));
    expect(await g.geocodePostcode("4000", "AU")).toEqual(from === "first" ? firstResult : second);
  });

  it("asks the second for a country the first does not serve", async () => {
    const g = withFallback(fixed("a", { status: "not-found" }, ["AU"]), fixed("b", { status: "found", point: { lat: 3, lng: 3 } }, ["NZ"]));
    expect(g.supports("NZ")).toBe(true);
    expect(g.supports("US")).toBe(false);
    expect(await g.geocodePostcode("1061", "NZ")).toMatchObject({ status: "found" });
  });
});
