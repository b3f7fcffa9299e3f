import { describe, expect, it } from "vitest";
import type { Location } from "../../server/sites/schema";
import {
  applyLocationMode,
  filterLocations,
  byLocationOrder,
  isMultiLocation,
  isSalesLocation,
  locationKind,
  orderAndRestrictByDealerships,
  visibleLocations,
  type LocationFilter,
} from "~/lib/locations/location-filters";

let nextId = 1;
function location(overrides: Partial<Location> = {}): Location {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Location ${id}`,
    slug: `location-${id}`,
    dealership_id: 1,
    dealership_slug: "dealer",
    location_type: "",
    location_subtype: [],
    primary: false,
    visible: true,
    position: 0,
    manufacturers: [],
    address: { street: "1 Main St", city: "Brisbane", state: "QLD", postcode: "4000", lat: -27.47, long: 153.02 },
    contact_detail: { phone: "0730000000", social: {}, opening_hours: [] },
    ...overrides,
  };
}

describe("multiple-location display is on only when more than one dealership (or forced) and more than one location", () => {
  it.each([
    [1, 1, false, false],
    [1, 2, false, false],
    [2, 1, false, false],
    [2, 2, false, true],
    [3, 5, false, true],
    [0, 0, false, false],
    [1, 1, true, false],
    [1, 2, true, true],
    [0, 2, true, true],
    [2, 1, true, false],
  ])("dealerships %i, locations %i, forced %s → %s", (dealershipCount, locationCount, forced, on) => {
    expect(isMultiLocation({ dealershipCount, locationCount, forced })).toBe(on);
  });

  it("forced defaults to off", () => {
    expect(isMultiLocation({ dealershipCount: 1, locationCount: 3 })).toBe(false);
  });
});

describe("location_type: sales, service, parts; empty means sales", () => {
  it.each<[Location["location_type"] | null | undefined, string]>([
    ["sales", "sales"],
    ["service", "service"],
    ["parts", "parts"],
    ["", "sales"],
    [null, "sales"],
    [undefined, "sales"],
  ])("%j → %s", (location_type, kind) => {
    expect(locationKind({ location_type })).toBe(kind);
    expect(isSalesLocation({ location_type })).toBe(kind === "sales");
  });
});

describe("location helper filters", () => {
  const sales = location({ id: 101, location_type: "sales", manufacturers: ["Toyota"] });
  const emptyType = location({ id: 102, location_type: "" });
  const buyingSales = location({ id: 103, location_type: "sales", location_subtype: ["buying"] });
  const buyingCentre = location({ id: 104, location_type: "parts", location_subtype: ["Buying", "used"] });
  const serviceMake = location({ id: 105, location_type: "service", manufacturers: ["Toyota"] });
  const serviceAll = location({ id: 106, location_type: "service", manufacturers: [] });
  const partsMake = location({ id: 107, location_type: "parts", manufacturers: ["Mazda"] });
  const partsAll = location({ id: 108, location_type: "parts" });
  const all = [sales, emptyType, buyingSales, buyingCentre, serviceMake, serviceAll, partsMake, partsAll];

  it.each<[LocationFilter, number[]]>([
    ["buying", [103, 104]],
    ["sales", [101, 102, 103]],
    ["service", [105, 106]],
    ["service-no-make", [106]],
    ["parts", [104, 107, 108]],
    ["parts-no-make", [104, 108]],
  ])("%s → %j", (filter, ids) => {
    expect(filterLocations(all, filter).map((l) => l.id)).toEqual(ids);
  });

  it("a location without a manufacturers list counts as no make", () => {
    expect(filterLocations([{ location_type: "service" as const }], "service-no-make")).toHaveLength(1);
  });

  describe("location filter modes", () => {
    it.each<["all" | "service-only" | "hide-service", number[]]>([
      ["all", [101, 102, 103, 104, 105, 106, 107, 108]],
      ["service-only", [105, 106]],
      ["hide-service", [101, 102, 103, 104, 107, 108]],
    ])("%s → %j", (mode, ids) => {
      expect(applyLocationMode(all, mode).map((l) => l.id)).toEqual(ids);
    });

    it("'all' returns a copy", () => {
      expect(applyLocationMode(all, "all")).not.toBe(all);
    });
  });
});

describe("hidden and shown dealership lists order and restrict locations", () => {
  const a1 = location({ id: 1, dealership_id: 10 });
  const b1 = location({ id: 2, dealership_id: 20 });
  const a2 = location({ id: 3, dealership_id: 10 });
  const c1 = location({ id: 4, dealership_id: 30 });
  const list = [a1, b1, a2, c1];
  const ids = (locations: Location[]) => locations.map((l) => l.id);

  it.each<[string, { shown?: number[]; hidden?: number[] } | undefined, number[]]>([
    ["no lists keep everything in order", undefined, [1, 2, 3, 4]],
    ["empty lists keep everything in order", { shown: [], hidden: [] }, [1, 2, 3, 4]],
    ["shown restricts and orders", { shown: [30, 10] }, [4, 1, 3]],
    ["shown keeps the order within a dealership", { shown: [10] }, [1, 3]],
    ["shown with an unknown id", { shown: [99, 20] }, [2]],
    ["shown with a repeated id uses the first place", { shown: [20, 30, 20, 10] }, [2, 4, 1, 3]],
    ["hidden removes", { hidden: [10] }, [2, 4]],
    ["hidden wins over shown", { shown: [10, 20], hidden: [10] }, [2]],
    ["everything hidden", { hidden: [10, 20, 30] }, []],
  ])("%s", (_name, lists, expected) => {
    expect(ids(orderAndRestrictByDealerships(list, lists))).toEqual(expected);
  });
});

describe("visibleLocations: visible only, by position then name", () => {
  it("drops hidden locations and sorts by position, then name", () => {
    const list = [
      location({ id: 1, name: "Zetland", position: 1 }),
      location({ id: 2, name: "Albany", position: 2 }),
      location({ id: 3, name: "Hidden", position: 0, visible: false }),
      location({ id: 4, name: "brisbane", position: 1 }),
      location({ id: 5, name: "Archerfield", position: 1 }),
      location({ id: 6, name: "Coorparoo", position: -1 }),
    ];
    expect(visibleLocations(list).map((l) => l.name)).toEqual(["Coorparoo", "Archerfield", "brisbane", "Zetland", "Albany"]);
  });

  it("missing visible counts as visible, missing position as 0; equal keys keep the given order", () => {
    const list = [
      { id: 1, name: "Same", position: 1 },
      { id: 2, name: "Same" },
      { id: 3, name: "Same", visible: null, position: null },
      { id: 4, name: "same", position: 0 },
    ];
    expect(visibleLocations(list).map((l) => l.id)).toEqual([2, 3, 4, 1]);
  });

  it("does not change the given list", () => {
    const list = [location({ id: 1, position: 2 }), location({ id: 2, position: 1 })];
    visibleLocations(list);
    expect(list.map((l) => l.id)).toEqual([1, 2]);
  });
});

describe("byLocationOrder: the one order of every location list (footer, forms, car API, pages)", () => {
  it("position first, then the name case- and accent-insensitively", () => {
    const list = [
      location({ id: 1, name: "Zetland", position: 1 }),
      location({ id: 2, name: "Émerald", position: 1 }),
      location({ id: 3, name: "albany", position: 1 }),
      location({ id: 4, name: "Zulu", position: 0 }),
    ];
    expect([...list].sort(byLocationOrder).map((l) => l.id)).toEqual([4, 3, 2, 1]);
  });
});
