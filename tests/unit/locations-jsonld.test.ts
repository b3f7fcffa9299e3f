import { describe, expect, it } from "vitest";
import type { Location } from "../../server/sites/schema";
import { IPSWICH_ADDRESS, testLocation } from "../fixtures/builders";
import { autoDealerJsonLd } from "~/lib/locations/jsonld";

const hours = [
  { weekday: 0, status: "Closed" },
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open", formated_hours: "8:00 AM - 5:30 PM", open: "08:00", close: "17:30" })),
  { weekday: 6, status: "Open", open: "08:00", close: "16:00" },
];

const make = (id: number, slug: string, type: string, over: Record<string, unknown> = {}): Location =>
  testLocation({
    id,
    name: slug.replace(/-/g, " "),
    slug,
    location_type: type,
    address: { ...IPSWICH_ADDRESS, street: `${id} Brisbane Road, Booval` },
    contact_detail: { phone: `07 5550 0${id}`, opening_hours: hours },
    ...over,
  });

const sales = make(101, "sunshine-toyota-ipswich", "sales", {
  address: { ...IPSWICH_ADDRESS, place_url: "https://maps.example/place/1" },
  image: { url: "/demo-images/suv-red-3.svg" },
});
const service = make(102, "sunshine-toyota-service-ipswich", "service");
const parts = make(107, "sunshine-toyota-parts-ipswich", "parts");
const otherSales = make(108, "sunshine-toyota-used-ipswich", "");
const origin = "https://www.sunshinetoyota.com.au";

describe("schema.org AutoDealer JSON-LD for a location page", () => {
  const ld = autoDealerJsonLd({ location: sales, origin, locale: "en-AU", departments: [sales, service, parts, otherSales], showRating: true });

  it("names the dealer with its page URL, phone and absolute image", () => {
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "AutoDealer",
      "@id": "https://www.sunshinetoyota.com.au/our-location/sunshine-toyota-ipswich#dealer",
      name: "sunshine toyota ipswich",
      url: "https://www.sunshinetoyota.com.au/our-location/sunshine-toyota-ipswich",
      telephone: "07 5550 0101",
      image: "https://www.sunshinetoyota.com.au/demo-images/suv-red-3.svg",
      hasMap: "https://maps.example/place/1",
    });
  });

  it("has the postal address and the geo coordinates", () => {
    expect(ld.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "212 Brisbane Road, Booval",
      addressLocality: "Ipswich",
      addressRegion: "QLD",
      postalCode: "4304",
      addressCountry: "AU",
    });
    expect(ld.geo).toEqual({ "@type": "GeoCoordinates", latitude: -27.6138, longitude: 152.7893 });
  });

  it("has openingHoursSpecification for the open days only, in 24-hour time", () => {
    expect(ld.openingHoursSpecification).toHaveLength(6);
    expect(ld.openingHoursSpecification?.[0]).toEqual({ "@type": "OpeningHoursSpecification", dayOfWeek: "Monday", opens: "08:00", closes: "17:30" });
    expect(ld.openingHoursSpecification?.[5]).toEqual({ "@type": "OpeningHoursSpecification", dayOfWeek: "Saturday", opens: "08:00", closes: "16:00" });
  });

  it("lists the dealership's service and parts locations as departments, not itself nor other sales yards", () => {
    expect(ld.department?.map((d) => [d["@type"], d.name, d.url])).toEqual([
      ["AutoRepair", "sunshine toyota service ipswich", "https://www.sunshinetoyota.com.au/our-location/sunshine-toyota-service-ipswich"],
      ["AutoPartsStore", "sunshine toyota parts ipswich", "https://www.sunshinetoyota.com.au/our-location/sunshine-toyota-parts-ipswich"],
    ]);
    expect(ld.department?.[0].telephone).toBe("07 5550 0102");
    expect(ld.department?.[0].openingHoursSpecification).toHaveLength(6);
  });

  it("has an aggregateRating with the rating to one decimal when reviews are shown", () => {
    expect(ld.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: 4.7, reviewCount: 912, bestRating: 5, worstRating: 1 });
  });

  it("leaves out what is not shown or not known", () => {
    const bare = autoDealerJsonLd({
      location: make(110, "sunshine-byd-helensvale", "sales", { average_rating: undefined, review_count: undefined, contact_detail: { phone: "07 5550 0110" } }),
      origin,
      locale: "en-AU",
      departments: [],
      showRating: false,
    });
    expect(bare).not.toHaveProperty("aggregateRating");
    expect(bare).not.toHaveProperty("department");
    expect(bare).not.toHaveProperty("openingHoursSpecification");
    expect(bare).not.toHaveProperty("image");
    // hasMap falls back to a map search of the address
    expect(bare.hasMap).toMatch(/^https:\/\/www\.google\.com\/maps\/search\//);
  });

  it.each<[string, boolean, number | undefined, boolean]>([
    ["reviews not shown", false, undefined, false],
    ["shown but no count", true, 0, false],
    ["shown with a count", true, 1, true],
  ])("aggregateRating: %s", (_name, showRating, count, present) => {
    const location = count === undefined ? sales : make(101, "x", "sales", { review_count: count });
    const result = autoDealerJsonLd({ location, origin, locale: "en-AU", departments: [], showRating });
    expect("aggregateRating" in result).toBe(present);
  });

  it.each([
    ["en-AU", "AU"],
    ["en-NZ", "NZ"],
    ["en-US", "US"],
  ] as const)("addressCountry for %s is %s", (locale, country) => {
    expect(autoDealerJsonLd({ location: sales, origin, locale, departments: [], showRating: false }).address.addressCountry).toBe(country);
  });

  it("keeps an absolute image URL as it is", () => {
    const location = make(101, "x", "sales", { image: { url: "https://cdn.example/yard.jpg" } });
    expect(autoDealerJsonLd({ location, origin, locale: "en-AU", departments: [], showRating: false }).image).toBe("https://cdn.example/yard.jpg");
  });
});
