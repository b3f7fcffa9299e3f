import { describe, expect, it } from "vitest";
import { siteSchema, type Site } from "../../server/sites/schema";
import { FIND_SIMILAR_PATH, tradeInHref, vehicleActions, type VehicleActionCar } from "~/lib/vehicle-actions";

const site = (over: Record<string, unknown> = {}): Site =>
  siteSchema.parse({ id: 1, slug: "s", template: "dealer", name: "S", ...over });
const car = (over: Partial<VehicleActionCar> = {}): VehicleActionCar => ({ id: 42, slug: "edge-special", file: null, ...over });
const base = { vehiclePath: "/cars", reservable: true, unavailable: false };

const hrefs = (actions: ReturnType<typeof vehicleActions>) => Object.fromEntries(actions.map((a) => [a.key, a.href]));
const labels = (actions: ReturnType<typeof vehicleActions>) => Object.fromEntries(actions.map((a) => [a.key, a.label]));

describe("the action bar", () => {
  it("links enquire, test drive, finance, trade-in and Reserve Now with the car's slug", () => {
    expect(hrefs(vehicleActions(car(), site(), base))).toEqual({
      enquire: "/enquire?car_id=edge-special",
      "test-drive": "/book-test-drive?car_id=edge-special",
      finance: "/finance?car_id=edge-special",
      "trade-in": "/trade-in?car_id=42",
      reserve: "/cars/edge-special/checkout",
    });
  });

  it("finance says 'Get Finance' unless the site overrides it, and follows the site's finance path", () => {
    expect(labels(vehicleActions(car(), site(), base)).finance).toBe("Get Finance");
    const custom = site({ cars: { financeButtonText: "Finance This Car" }, finance_path: "/apply-for-finance" });
    expect(labels(vehicleActions(car(), custom, base)).finance).toBe("Finance This Car");
    expect(hrefs(vehicleActions(car(), custom, base)).finance).toBe("/apply-for-finance?car_id=edge-special");
  });

  it("Reserve Now carries the price label, default $200, and the vehicle path", () => {
    expect(labels(vehicleActions(car(), site(), base)).reserve).toBe("Reserve Now $200");
    const other = vehicleActions(car(), site({ cars: { reserveLabel: "$500" } }), { ...base, vehiclePath: "/motorcycles" });
    expect(labels(other).reserve).toBe("Reserve Now $500");
    expect(hrefs(other).reserve).toBe("/motorcycles/edge-special/checkout");
  });

  it("no Reserve Now when the car is not reservable", () => {
    expect(hrefs(vehicleActions(car(), site(), { ...base, reservable: false })).reserve).toBeUndefined();
  });

  it("the car history report only if the car has a file", () => {
    expect(hrefs(vehicleActions(car(), site(), base))["history-report"]).toBeUndefined();
    expect(hrefs(vehicleActions(car({ file: "/demo-files/history-1.pdf" }), site(), base))["history-report"]).toBe(
      "/demo-files/history-1.pdf",
    );
    expect(hrefs(vehicleActions(car({ file: "  " }), site(), base))["history-report"]).toBeUndefined();
    // A file link that is not a web address is not a link.
    expect(hrefs(vehicleActions(car({ file: "javascript:alert(1)" }), site(), base))["history-report"]).toBeUndefined();
  });

  it("speaks the site's locale", () => {
    expect(labels(vehicleActions(car(), site({ locale: "en-US" }), base)).enquire).toBe("Inquire Now");
  });

  it("a sold car (inside the retention window) offers only 'Find Me Something Similar'", () => {
    const actions = vehicleActions(car(), site(), { ...base, unavailable: true });
    expect(actions).toEqual([
      { key: "find-similar", label: "Find Me Something Similar", href: `/enquire?car_id=edge-special&form=${FIND_SIMILAR_PATH}` },
    ]);
  });
});

describe("the trade-in link per site variant", () => {
  it("default /trade-in, with the car attached", () => {
    expect(tradeInHref(site(), car())).toBe("/trade-in?car_id=42");
  });
  it("group variant /valuations", () => {
    expect(tradeInHref(site({ template: "group" }), car())).toBe("/valuations?car_id=42");
  });
  it("sites that say so: /cars/trade-in?car_id={id}", () => {
    expect(tradeInHref(site({ cars: { tradeInLink: "car" } }), car())).toBe("/cars/trade-in?car_id=42");
  });
  it("a site's own choice wins over its template", () => {
    expect(tradeInHref(site({ template: "group", cars: { tradeInLink: "default" } }), car())).toBe("/trade-in?car_id=42");
  });
});

describe("a subscription site", () => {
  it("its 'Subscribe' button opens the subscription enquiry for the car, other sites' finance button the finance form", () => {
    const subscription = site({ template: "subscription", features: { offers_subscription: true }, cars: { financeButtonText: "Subscribe" } });
    expect(hrefs(vehicleActions(car(), subscription, base)).finance).toBe("/enquire?form=subscription&car_id=edge-special");
    expect(labels(vehicleActions(car(), subscription, base)).finance).toBe("Subscribe");
    expect(hrefs(vehicleActions(car(), site(), base)).finance).toBe("/finance?car_id=edge-special");
  });
});
