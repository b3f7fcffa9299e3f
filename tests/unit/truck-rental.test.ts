// Truck and rental sites (spec point 1): their search headings, card spec rows, hire rates, the
// rental action bar and which whole-stock words belong to which kind of site.
import { describe, expect, it } from "vitest";
import { siteSchema, type Site } from "../../server/sites/schema";
import { rentalRates, specRowFor } from "~/lib/car-title";
import { searchHeading } from "~/lib/search/view";
import { segmentFitsKind, vehicleKindForTemplate } from "~/lib/search/url-path";
import { vehicleActions } from "~/lib/vehicle-actions";

const st = (refinements: Record<string, string[]> = {}) => ({ refinements, ranges: {}, page: 1 });
const car = {
  car_type: "used" as const,
  simple_transmission: "Automated Manual",
  km: 240270,
  simple_fuel: "Diesel",
  simple_body: "Pantech",
  seats: 3,
  gvm: 8700,
  axle_configuration: "4x2",
};

describe("kinds of site", () => {
  it("the truck and rental templates are their own kinds", () => {
    expect(vehicleKindForTemplate("truck")).toBe("truck");
    expect(vehicleKindForTemplate("rental")).toBe("rental");
    expect(vehicleKindForTemplate("dealer")).toBe("car");
  });

  it("'new-used-and-demo-trucks' belongs to trucks, 'rental-cars' to rental sites; the other whole-stock words to every kind", () => {
    expect(segmentFitsKind("new-used-and-demo-trucks", "truck")).toBe(true);
    expect(segmentFitsKind("new-used-and-demo-trucks", "car")).toBe(false);
    expect(segmentFitsKind("new-used-and-demo-trucks", "rental")).toBe(false);
    expect(segmentFitsKind("rental-cars", "rental")).toBe(true);
    expect(segmentFitsKind("rental-cars", "car")).toBe(false);
    expect(segmentFitsKind("rental-cars", "truck")).toBe(false);
    for (const kind of ["car", "truck", "rental", "motorcycle", "caravan"] as const) {
      expect(segmentFitsKind("new-used-and-demo-cars", kind)).toBe(true);
      expect(segmentFitsKind("our-cars", kind)).toBe(true);
    }
    expect(segmentFitsKind("__proto__", "car")).toBe(true); // not a whole-stock word at all
  });
});

describe("headings say what the stock is", () => {
  it("trucks are trucks for sale", () => {
    expect(searchHeading(st(), "truck")).toBe("New, Used and Demo Trucks for Sale");
    expect(searchHeading(st({ car_type: ["used"], make: ["Isuzu"] }), "truck")).toBe("Used Isuzu Trucks for Sale");
  });

  it("rental cars are hired: no condition and no 'for Sale'", () => {
    expect(searchHeading(st(), "rental")).toBe("Rental Cars");
    expect(searchHeading(st({ make: ["Toyota"], city: ["Cairns"] }), "rental")).toBe("Toyota Rental Cars in Cairns");
    expect(searchHeading(st({ make: ["Kia"], make_model: ["Carnival"], body: ["Van"] }), "rental")).toBe("Kia Carnival Van Rental Cars");
  });
});

describe("card spec rows by kind", () => {
  it("a truck: Condition, GVM, Axle configuration, Odometer", () => {
    expect(specRowFor(car, "en-AU", "truck").map((i) => [i.label, i.value])).toEqual([
      ["Condition", "Used"],
      ["GVM", "8,700 kg"],
      ["Axle configuration", "4x2"],
      ["Odometer", "240,270 km"],
    ]);
  });

  it("a truck without the figures keeps the four cells", () => {
    expect(specRowFor({ ...car, gvm: null, axle_configuration: null }, "en-AU", "truck").map((i) => i.value)).toEqual(["Used", "—", "—", "240,270 km"]);
  });

  it("a hire car: Body type, Seats, Transmission, Fuel Type", () => {
    expect(specRowFor({ ...car, simple_body: "SUV", seats: 5, simple_transmission: "Automatic", simple_fuel: "Hybrid" }, "en-AU", "rental").map((i) => [i.label, i.value])).toEqual([
      ["Body type", "SUV"],
      ["Seats", "5"],
      ["Transmission", "Automatic"],
      ["Fuel Type", "Hybrid"],
    ]);
  });

  it("any other site keeps the spec's row", () => {
    expect(specRowFor(car, "en-AU", "dealer").map((i) => i.label)).toEqual(["Condition", "Transmission", "Odometer", "Fuel Type"]);
  });
});

describe("hire rates", () => {
  it("per day and per week, whole dollars", () => {
    expect(rentalRates({ daily_rate: 69, weekly_rate: 409 })).toEqual({ daily: "$69 per day", weekly: "$409 per week" });
    expect(rentalRates({ daily_rate: 1234.5, weekly_rate: null })).toEqual({ daily: "$1,235 per day", weekly: null });
  });

  it("none without a positive rate", () => {
    expect(rentalRates({ daily_rate: null, weekly_rate: null })).toBeNull();
    expect(rentalRates({ daily_rate: 0, weekly_rate: 0 })).toBeNull();
  });
});

describe("a rental site's action bar", () => {
  const site = (template: string): Site => siteSchema.parse({ id: 1, slug: "s", template, name: "S", payment_provider: "stripe" });
  const hire = { id: 800001, slug: "2026-kia-carnival-800001", file: null };

  it("books the car: one 'Book This Car' to the booking enquiry, no test drive, finance, trade-in or reservation", () => {
    expect(vehicleActions(hire, site("rental"), { vehiclePath: "/cars", reservable: true, unavailable: false })).toEqual([
      { key: "enquire", label: "Book This Car", href: "/enquire?form=rental-booking&car_id=2026-kia-carnival-800001" },
    ]);
  });

  it("a sold hire car still offers 'Find Me Something Similar'", () => {
    expect(vehicleActions(hire, site("rental"), { vehiclePath: "/cars", reservable: false, unavailable: true }).map((a) => a.key)).toEqual(["find-similar"]);
  });

  it("a truck dealer keeps the whole bar", () => {
    expect(vehicleActions(hire, site("truck"), { vehiclePath: "/cars", reservable: true, unavailable: false }).map((a) => a.key)).toEqual(["enquire", "test-drive", "finance", "trade-in", "reserve"]);
  });
});
