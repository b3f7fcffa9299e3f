import { describe, expect, it } from "vitest";
import {
  CONTACT_ENQUIRY_TYPES,
  ENQUIRY_TYPE_CATEGORY,
  LEAD_CATEGORIES,
  categorySlug,
  findLeadCategory,
  successUrl,
} from "~/lib/forms/categories";

describe("lead categories", () => {
  it("are the spec's 21 form category names, in order", () => {
    expect(LEAD_CATEGORIES.join(", ")).toBe(
      "New Vehicle Enquiry, Used Vehicle Enquiry, Special Offer Enquiry, Test Drive Booking, Trade-in Enquiry, Fleet, " +
        "Service Booking, Parts, General, Finance, Insurance, Competition Entry, Sell My Car, Reserve Car, Survey, " +
        "Service Enquiry, Team Member Enquiry, Subscription, Test Drive Booking Used, Career, Document Request",
    );
    expect(LEAD_CATEGORIES).toHaveLength(21);
  });

  it("contact forms offer the spec's 9 enquiry types, each filed under a lead category", () => {
    expect(CONTACT_ENQUIRY_TYPES.join(", ")).toBe(
      "General, Service, Parts, New Vehicle, Used Vehicle, Fleet, Finance, Careers, Sell My Car",
    );
    for (const type of CONTACT_ENQUIRY_TYPES) expect(LEAD_CATEGORIES).toContain(ENQUIRY_TYPE_CATEGORY[type]);
  });

  it("are found ignoring case and spaces", () => {
    expect(findLeadCategory(" trade-in enquiry ")).toBe("Trade-in Enquiry");
    expect(findLeadCategory("Spam")).toBeUndefined();
    expect(findLeadCategory("")).toBeUndefined();
  });

  it.each([
    ["New Vehicle Enquiry", "new-vehicle-enquiry"],
    ["Trade-in Enquiry", "trade-in-enquiry"],
    ["Test Drive Booking Used", "test-drive-booking-used"],
    ["  Sell My Car ", "sell-my-car"],
  ])("slug of %j is %j", (category, slug) => {
    expect(categorySlug(category)).toBe(slug);
  });
});

describe("successUrl: /success?category={category}&{extra pairs}", () => {
  it("category derives from the submitted category", () => {
    expect(successUrl("Service Booking")).toBe("/success?category=service-booking");
  });

  it.each([
    ["demo", "demo-vehicle-enquiry"],
    ["used", "used-vehicle-enquiry"],
    ["new", "new-vehicle-enquiry"],
    ["Used", "used-vehicle-enquiry"],
    ["", "new-vehicle-enquiry"],
    ["caravan", "new-vehicle-enquiry"],
  ])("an extra pair car_type=%j makes the category %j", (carType, category) => {
    expect(successUrl("General", [["car_type", carType]])).toBe(`/success?category=${category}`);
  });

  it("other pairs are appended as query params, in order and encoded", () => {
    expect(successUrl("Test Drive Booking", [["car_id", "123"], ["car_type", "used"], ["note", "a&b c"]])).toBe(
      "/success?category=used-vehicle-enquiry&car_id=123&note=a%26b+c",
    );
  });

  it("takes the pairs as an object too, leaving out empty values and a second category", () => {
    expect(successUrl("Finance", { car_id: 7, empty: "", none: undefined, category: "x", ok: true })).toBe(
      "/success?category=finance&car_id=7&ok=true",
    );
  });

  it("cannot be turned into another site's address", () => {
    const url = successUrl("General", [["next", "https://evil.example/"], ["x", "/../admin"]]);
    expect(url.startsWith("/success?")).toBe(true);
    expect(new URL(url, "http://site.test").pathname).toBe("/success");
  });
});
