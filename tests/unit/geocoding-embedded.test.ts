// The embedded geocoder and its shipped tables: every Australian postcode and US ZIP code, and plausible.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { postcodeTable } from "../../server/geocoding/postcode-tables";
import { createEmbeddedGeocoder } from "../../server/geocoding/embedded";
import { withFallback, type Geocoder } from "../../server/geocoding/port";
import { groupSchema } from "../../server/sites/schema";
import { haversineKm } from "~/lib/locations/distance";
import { countryOf } from "~/lib/locale";

const embedded = createEmbeddedGeocoder();
const AU = postcodeTable("AU")!;
const US = postcodeTable("US")!;

describe("embedded geocoder", () => {
  it("places an Australian postcode and a US ZIP code", async () => {
    expect(await embedded.geocodePostcode("4000", "AU")).toEqual({ status: "found", point: { lat: -27.4664, lng: 153.0255 }, place: "Brisbane" });
    expect(await embedded.geocodePostcode("78704", "US")).toEqual({ status: "found", point: { lat: 30.2428, lng: -97.7658 }, place: "Austin TX" });
  });

  // The first and last postcodes of the ranges: the ACT's 0200, the NT's 0800, Tasmania's 7470, the capitals.
  it.each(["0200", "0800", "7470", "2000", "4000", "6000", "3000", "5000", "7000", "0872", "2600"])("places the boundary postcode %s", async (postcode) => {
    expect(await embedded.geocodePostcode(postcode, "AU")).toMatchObject({ status: "found" });
  });

  it.each(["0000", "0001", "1000", "8000", "4001x", "abcd", "", "40000"])("%j is not found in Australia", async (postcode) => {
    expect(await embedded.geocodePostcode(postcode, "AU")).toEqual({ status: "not-found" });
  });

  it.each(["00000", "99999", "7870", "787041"])("%j is not found in the US", async (postcode) => {
    expect(await embedded.geocodePostcode(postcode, "US")).toEqual({ status: "not-found" });
  });

  it("serves Australia and the US; no New Zealand table is shipped", async () => {
    expect(embedded.supports("AU")).toBe(true);
    expect(embedded.supports("US")).toBe(true);
    expect(embedded.supports("NZ")).toBe(false);
    expect(await embedded.geocodePostcode("1061", "NZ")).toEqual({ status: "not-found" });
  });
});

describe("the shipped tables", () => {
  // The sources hold 3,175 and 41,488: 2 and 18 without a usable point (one Australian row lies in Jersey) are left out.
  it("are complete: every Australian postcode and US ZIP code of the sources with a usable point", () => {
    expect(AU.size).toBe(3173);
    expect(US.size).toBe(41470);
  });

  it("have well-formed postcodes, each with finite coordinates and a place", () => {
    for (const [table, digits] of [[AU, 4], [US, 5]] as const) {
      for (const [postcode, centre] of table) {
        expect(postcode).toMatch(new RegExp(`^\\d{${digits}}$`));
        expect(Number.isFinite(centre.lat) && Number.isFinite(centre.lng), postcode).toBe(true);
        expect(centre.place, postcode).not.toBe("");
      }
    }
  });

  it("keeps every Australian point inside Australia (with its islands), and Queensland postcodes (4xxx) inside Queensland", () => {
    for (const [postcode, { lat, lng }] of AU) {
      expect(lat, postcode).toBeGreaterThan(-55);
      expect(lat, postcode).toBeLessThan(-9);
      expect(lng, postcode).toBeGreaterThan(72);
      expect(lng, postcode).toBeLessThan(168);
      if (postcode.startsWith("4") && postcode !== "4825") {
        expect(lat, postcode).toBeGreaterThan(-29.2);
        expect(lng, postcode).toBeGreaterThan(137.9);
      }
    }
  });

  // Every demo location in a country with a table: its own postcode resolves, within 10 km of the
  // address (a check of the tables against addresses written independently of them).
  const groups = readdirSync("sites", { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).map((dir) => groupSchema.parse(JSON.parse(readFileSync(`sites/${dir}/group.json`, "utf8"))));
  const siteCountry = (dir: string) => {
    const sitesDir = `sites/${dir}/sites`;
    const [file] = readdirSync(sitesDir);
    return countryOf(JSON.parse(readFileSync(`${sitesDir}/${file}`, "utf8")).locale ?? "en-AU");
  };
  const dirs = readdirSync("sites", { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  const located = groups.flatMap((g, i) => g.locations.map((l) => ({ location: l, country: siteCountry(dirs[i]) }))).filter(({ country }) => country !== "NZ");
  it("covers locations of both countries", () => {
    expect(new Set(located.map((l) => l.country))).toEqual(new Set(["AU", "US"]));
  });
  it.each(located.map(({ location, country }) => [location.slug, location, country] as const))("%s: its own postcode resolves, near the address", async (_slug, location, country) => {
    const result = await embedded.geocodePostcode(location.address.postcode, country);
    expect(result.status, location.address.postcode).toBe("found");
    if (result.status === "found") expect(haversineKm(result.point, { lat: location.address.lat, lng: location.address.long })).toBeLessThan(10);
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
