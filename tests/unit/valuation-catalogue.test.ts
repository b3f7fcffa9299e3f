// The embedded vehicle picker and valuer on fixed stock: the shipped brand table, each list narrowed
// by the choices before it (year range edges in and out), stock merged in, the codes, the no-registry
// lookup, and the stock valuer's currency, miles and margin by site.
import { describe, expect, it } from "vitest";
import { CATALOGUE } from "../../server/valuation/catalogue-data";
import { catalogueCode, createCatalogue } from "../../server/valuation/catalogue";
import { createEmbeddedLookup } from "../../server/valuation/embedded-lookup";
import { createStockValuer } from "../../server/valuation/stock-valuer";
import type { SiteEntry } from "../../server/sites/registry";
import type { Car, Locale } from "../../server/sites/schema";
import { slugify } from "~/lib/slug.mjs";

const NOW = new Date("2026-06-01T00:00:00Z");
const stockCar = (over: Partial<Car>) => ({ make: "Toyota", model: "HiLux", badge: "", year: 2020, km: 80_000, price: 30_000, status: "in_stock", sold: false, car_type: "used", ...over }) as Car;
const entryWith = (cars: Car[], locale: Locale = "en-AU", margin = 0.15) =>
  ({ site: { locale, valuation: { reconditioning_margin: margin, miscellaneous: false } }, group: { cars } }) as unknown as SiteEntry;
/** The group stock the search port would give: here the test entry's own cars. */
const stockOf = (entry: SiteEntry) => entry.group.cars;

describe("the shipped catalogue", () => {
  it("holds roughly 140 brands, each once, each with models, each model once", () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(130);
    expect(CATALOGUE.length).toBeLessThanOrEqual(160);
    expect(new Set(CATALOGUE.map((m) => slugify(m.make))).size).toBe(CATALOGUE.length);
    for (const make of CATALOGUE) {
      const names = make.models.map((m) => slugify(typeof m === "string" ? m : m[0]));
      expect(names.length, make.make).toBeGreaterThan(0);
      expect(new Set(names).size, make.make).toBe(names.length);
    }
  });
  it("every year range runs forwards and starts no later than next year", () => {
    for (const make of CATALOGUE) {
      if (make.from && make.to) expect(make.from, make.make).toBeLessThanOrEqual(make.to);
      for (const m of make.models) {
        if (typeof m === "string") continue;
        expect(m[1], `${make.make} ${m[0]}`).toBeLessThanOrEqual(m[2] ?? 2027);
      }
    }
  });
});

describe("the cascading picker", () => {
  const catalogue = createCatalogue({ stockOf, now: () => NOW });
  const entry = entryWith([stockCar({ make: "Zedmobile", model: "Alpha", badge: "GT", year: 2015 }), stockCar({ model: "Hilux", badge: "SR5", year: 2019 }), stockCar({ make: "Relic", model: "One", year: 1949 })]);

  const spelled = entryWith([stockCar({ model: "Hilux", year: 2019 }), stockCar({ model: "Land Cruiser Prado", badge: "GXL", year: 2019 })]);

  it("years: next year first, down to 1950; a 1949 stock car adds no year", () => {
    const years = catalogue.years(entry);
    expect(years[0]).toBe(2027);
    expect(years.at(-1)).toBe(1950);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect(new Set(years).size).toBe(years.length);
  });
  it("makes: a make ended in 2020 is offered for 2020, not 2021", () => {
    expect(catalogue.makes(entry, 2020)).toContain("Holden");
    expect(catalogue.makes(entry, 2021)).not.toContain("Holden");
    expect(catalogue.makes(entry)).toContain("Holden");
  });
  it("makes: a make begun in 2022 (BYD) is offered for 2022, not 2021", () => {
    expect(catalogue.makes(entry, 2022)).toContain("BYD");
    expect(catalogue.makes(entry, 2021)).not.toContain("BYD");
  });
  it("makes are sorted and include the group's stock only for its cars' years", () => {
    const makes = catalogue.makes(entry, 2015);
    expect(makes).toEqual([...makes].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base", numeric: true })));
    expect(makes).toContain("Zedmobile");
    expect(catalogue.makes(entry, 2016)).not.toContain("Zedmobile");
    expect(catalogue.makes(entry, 2014)).not.toContain("Zedmobile");
  });
  it("models narrow by make and year: Celica (1970-2006) in 2006, not 2007; any case of the make", () => {
    expect(catalogue.models(entry, "Toyota", 2006)).toContain("Celica");
    expect(catalogue.models(entry, "toyota", 2007)).not.toContain("Celica");
    expect(catalogue.models(entry, "Toyota", 1969)).not.toContain("Celica");
    expect(catalogue.models(entry, "Toyota", 2007)).toContain("Corolla");
    expect(catalogue.models(entry, "Nonesuch")).toEqual([]);
  });
  it("a model in stock and in the table appears once, in the table's spelling, however the stock spaces it", () => {
    const models = catalogue.models(spelled, "Toyota", 2019);
    expect(models.filter((m) => slugify(m) === "hilux")).toEqual(["HiLux"]);
    expect(models.filter((m) => /prado/i.test(m))).toEqual(["LandCruiser Prado"]);
    expect(catalogue.badges(spelled, "Toyota", "LandCruiser Prado", 2019)).toEqual(["GXL"]);
  });
  it("badges come from the stock of that make, model and year", () => {
    expect(catalogue.badges(entry, "Toyota", "HiLux", 2019)).toEqual(["SR5"]);
    expect(catalogue.badges(entry, "Toyota", "HiLux", 2020)).toEqual([]);
    expect(catalogue.badges(entry, "zedmobile", "alpha")).toEqual(["GT"]);
  });
  it("codes are stable slugs of make, model and badge", () => {
    expect(catalogueCode("Mercedes-Benz", "C-Class", "C 300")).toBe("mercedes-benz/c-class/c-300");
    expect(catalogueCode("Škoda", "Octavia")).toBe("skoda/octavia");
    expect(catalogueCode("Toyota")).toBe("toyota");
  });
});

describe("the embedded lookup", () => {
  it("has no registry, and says so for a rego and for a VIN", async () => {
    const lookup = createEmbeddedLookup();
    expect(lookup.registry).toBe(false);
    expect(await lookup.lookup({ rego: "ABC123", state: "QLD" }, "nevdis")).toEqual({ kind: "no-registry" });
    expect(await lookup.lookup({ vin: "JTDKB20U203123456" }, "autograb")).toEqual({ kind: "no-registry" });
  });
});

describe("the stock valuer", () => {
  const valuer = createStockValuer(stockOf);
  const three = [stockCar({}), stockCar({}), stockCar({})];
  const value = (entry: SiteEntry, odometer: number) =>
    valuer.value({ entry, vehicle: { year: 2020, make: "Toyota", model: "HiLux" }, details: { odometer, condition: "Good" }, now: NOW });

  it("prices in the site's currency, less the site's margin, saying how many cars it rests on", async () => {
    expect(await value(entryWith(three, "en-AU", 0.15), 80_000)).toEqual({ kind: "priced", low: 23_600, high: 27_400, guide: 25_500, currency: "AUD", source: "stock", comparables: 3 });
    expect(await value(entryWith(three, "en-NZ", 0), 80_000)).toMatchObject({ guide: 30_000, currency: "NZD" });
  });
  it("reads a US site's odometer as miles", async () => {
    expect(await value(entryWith(three, "en-US", 0), 49_710)).toMatchObject({ guide: 30_000, currency: "USD" });
    expect(await value(entryWith(three, "en-US", 0), 80_000)).toMatchObject({ guide: 27_600 }) // 128,748 km: 48,748 km more than the stock;
  });
  it("declines with too few comparables, from stock", async () => {
    expect(await value(entryWith(three.slice(1)), 80_000)).toEqual({ kind: "declined", reason: "too-few-comparables", source: "stock", comparables: 2 });
  });
});
