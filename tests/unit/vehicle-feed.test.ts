// The Google vehicle listings feed: Google's attribute headers, one row per car for sale with a VIN
// and a shown price, used cars with mileage (km; miles on US sites), new cars without, and on
// Australian sites the car's price typed drive-away or excluding government charges.
import { describe, expect, it } from "vitest";
import { demoRegistry, DEMO_NOW } from "../fixtures/demo-stock";
import { feedPriceType, vehicleFeed, type FeedCar } from "~/lib/vehicle-feed";
import { siteVehicleFeed } from "~/models/vehicle-feed.server";
import { SearchService } from "../../server/search/service";
import { siteCars } from "../fixtures/site-cars";
import type { Car } from "../../server/sites/schema";

const registry = demoRegistry(["sunshine-motor-group"]);
const entry = registry.bySiteSlug("sunshine")!;
const base = siteCars(entry).find((c) => c.vin && c.car_type === "used" && c.price > 10)!;
const row = (over: Partial<Car>): FeedCar => ({
  car: { ...base, ...over },
  location: { address: { street: "1 Main St", city: "Brisbane", state: "QLD", postcode: "4000", lat: 0, long: 0 } },
  dealershipName: "Sunshine Toyota",
  link: "https://x.example/cars/a",
  imageLink: "https://x.example/a.jpg",
});
const parse = (tsv: string) => {
  const [head, ...rows] = tsv.trimEnd().split("\n").map((l) => l.split("\t"));
  return rows.map((r) => Object.fromEntries(head.map((h, i) => [h, r[i]])));
};

describe("the vehicle listings feed", () => {
  it("a used car in Australia: every required attribute, mileage in km, the price typed", () => {
    const [r] = parse(vehicleFeed([row({ vin: "JM0KF4W7A00123456", stocknum: "S1", price: 25_990, km: 12_345, make: "Mazda", model: "CX-5", year: 2021, badge: "Maxx Sport", price_type: "Drive Away" })], "en-AU"));
    expect(r).toEqual({
      vin: "JM0KF4W7A00123456", id: "S1", store_code: base.location.slug, dealership_name: "Sunshine Toyota", dealership_address: "1 Main St, Brisbane QLD 4000, AU",
      image_link: "https://x.example/a.jpg", link: "https://x.example/cars/a", price: "25990.00 AUD", condition: "used", make: "Mazda", model: "CX-5", year: "2021",
      trim: "Maxx Sport", mileage: "12345 km", price_type: "drive_away",
    });
  });

  it("a new car has no mileage; demo cars are used; US sites say miles and USD and have no price type", () => {
    expect(parse(vehicleFeed([row({ car_type: "new", km: 10 })], "en-AU"))[0]).toMatchObject({ condition: "new", mileage: "" });
    expect(parse(vehicleFeed([row({ car_type: "demo", km: 1_000 })], "en-AU"))[0]).toMatchObject({ condition: "used", mileage: "1000 km" });
    const us = parse(vehicleFeed([row({ km: 16_093.44, price: 30_000 })], "en-US"))[0];
    expect(us).toMatchObject({ mileage: "10000 miles", price: "30000.00 USD" });
    expect(us).not.toHaveProperty("price_type");
  });

  it("the price types: drive-away, excluding government charges, or none", () => {
    expect(["Drive Away", "Driveaway No More To Pay", "Excl. Government Charges", "", "POA"].map(feedPriceType)).toEqual(["drive_away", "drive_away", "excluding_government_charges", null, null]);
  });

  it("leaves out cars without a VIN or a shown price (10 and under is not one), and keeps tabs and line breaks out of cells", () => {
    const rows = parse(vehicleFeed([row({ vin: null }), row({ price: 10 }), row({ price: 11, badge: "GT\tLine\nX" })], "en-AU"));
    expect(rows).toHaveLength(1);
    expect(rows[0].trim).toBe("GT Line X");
  });

  it("a site's feed: its cars for sale now, through the search port, with absolute links", () => {
    const stock = new SearchService(registry).forSite(entry);
    const rows = parse(siteVehicleFeed(entry, stock, "https://www.example.com.au", DEMO_NOW));
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.map((r) => r.link)).toContain(`https://www.example.com.au/cars/${base.slug}`);
    expect(rows.map((r) => r.link)).not.toContain("https://www.example.com.au/cars/edge-sold-1-day");
    for (const r of rows) expect(r.vin && r.store_code && r.dealership_name && r.dealership_address && r.price && r.make && r.model && r.year).toBeTruthy();
  });
});
