import { describe, expect, it } from "vitest";
import type { Locale } from "../../server/sites/schema";
import {
  EARTH_RADIUS_KM,
  formatDistanceForLocale,
  haversineKm,
  kmToMiles,
  locationLatLng,
  sortByDistance,
} from "~/lib/locations/distance";
import { KM_PER_MILE } from "~/lib/locale";

const BRISBANE = { lat: -27.4698, lng: 153.0251 };
const GOLD_COAST = { lat: -28.0167, lng: 153.4 };
const SYDNEY = { lat: -33.8688, lng: 151.2093 };
const MELBOURNE = { lat: -37.8136, lng: 144.9631 };

describe("distance by the haversine formula with earth radius 6371 km", () => {
  it("uses the spec's radius and the international mile", () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
    expect(KM_PER_MILE).toBe(1.609344);
  });

  it.each([
    ["Brisbane ↔ Gold Coast", BRISBANE, GOLD_COAST, 71.13],
    ["Sydney ↔ Melbourne", SYDNEY, MELBOURNE, 713.43],
    ["identical points", BRISBANE, BRISBANE, 0],
    ["antipodes", { lat: 10, lng: 20 }, { lat: -10, lng: -160 }, 20015.09],
    ["poles", { lat: 90, lng: 0 }, { lat: -90, lng: 0 }, 20015.09],
    ["across the antimeridian", { lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 }, 111.19],
    ["one degree of latitude", { lat: 0, lng: 0 }, { lat: 1, lng: 0 }, 111.19],
  ])("%s ≈ %d km", (_name, a, b, km) => {
    expect(haversineKm(a, b)).toBeCloseTo(km, 1);
  });

  it("is symmetric", () => {
    expect(haversineKm(GOLD_COAST, BRISBANE)).toBe(haversineKm(BRISBANE, GOLD_COAST));
  });

  it("antipodes are half the circumference, not NaN", () => {
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * EARTH_RADIUS_KM, 6);
  });

  it("a missing coordinate gives NaN", () => {
    expect(haversineKm({ lat: Number.NaN, lng: 0 }, BRISBANE)).toBeNaN();
  });
});

describe("formatDistanceForLocale: km, or miles for en-US; one decimal under 10, whole from 10", () => {
  it.each<[number, Locale, string]>([
    [0, "en-AU", "0.0 km"],
    [0.04, "en-AU", "0.0 km"],
    [0.05, "en-AU", "0.1 km"],
    [7.44, "en-AU", "7.4 km"],
    [9.94, "en-AU", "9.9 km"],
    [9.95, "en-AU", "10 km"], // rounds to 10.0, so it is a whole number
    [9.99, "en-NZ", "10 km"],
    [10, "en-AU", "10 km"],
    [10.49, "en-AU", "10 km"],
    [10.5, "en-AU", "11 km"],
    [71.13, "en-AU", "71 km"],
    [713.43, "en-NZ", "713 km"],
    [20015.09, "en-AU", "20,015 km"],
    [1.609344, "en-US", "1.0 mi"],
    [15.9, "en-US", "9.9 mi"],
    [16.0, "en-US", "9.9 mi"],
    [16.02, "en-US", "10 mi"], // 9.954 mi
    [16.09344, "en-US", "10 mi"],
    [71.13, "en-US", "44 mi"],
    [713.43, "en-US", "443 mi"],
    [20015.09, "en-US", "12,437 mi"],
  ])("%d km in %s → %s", (km, locale, text) => {
    expect(formatDistanceForLocale(km, locale)).toBe(text);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, -1])("%d gives no text", (km) => {
    expect(formatDistanceForLocale(km, "en-AU")).toBe("");
  });

  it("kmToMiles", () => {
    expect(kmToMiles(1.609344)).toBe(1);
    expect(kmToMiles(100)).toBeCloseTo(62.137, 3);
  });
});

describe("sortByDistance", () => {
  const at = (name: string, { lat, lng }: { lat: number; lng: number }) => ({ name, address: { lat, long: lng } });
  const melbourne = at("Melbourne", MELBOURNE);
  const goldCoast = at("Gold Coast", GOLD_COAST);
  const sydney = at("Sydney", SYDNEY);
  const nowhere = at("Nowhere", { lat: Number.NaN, lng: 0 });
  const brisbane = at("Brisbane", BRISBANE);

  it("nearest first with the distance in km; no coordinates last with km null", () => {
    const sorted = sortByDistance([melbourne, nowhere, goldCoast, sydney, brisbane], BRISBANE);
    expect(sorted.map((s) => s.location.name)).toEqual(["Brisbane", "Gold Coast", "Sydney", "Melbourne", "Nowhere"]);
    expect(sorted[0].km).toBe(0);
    expect(sorted[1].km).toBeCloseTo(71.13, 1);
    expect(sorted[4].km).toBeNull();
  });

  it("equal distances keep the given order", () => {
    const a = at("A", GOLD_COAST);
    const b = at("B", GOLD_COAST);
    expect(sortByDistance([b, a], BRISBANE).map((s) => s.location.name)).toEqual(["B", "A"]);
  });

  it("an unusable origin puts every location last, in the given order", () => {
    const sorted = sortByDistance([sydney, brisbane], { lat: Number.NaN, lng: Number.NaN });
    expect(sorted.map((s) => [s.location.name, s.km])).toEqual([
      ["Sydney", null],
      ["Brisbane", null],
    ]);
  });

  it("locationLatLng maps the schema's long to lng", () => {
    expect(locationLatLng(brisbane)).toEqual(BRISBANE);
    expect(locationLatLng(nowhere)).toBeNull();
  });
});
