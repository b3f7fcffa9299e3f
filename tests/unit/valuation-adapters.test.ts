// Which adapters createValuationService picks: the HTTP API's when VALUATION_API_URL is set, the
// embedded catalogue lookup and comparable-stock valuer otherwise. The HTTP adapters are stand-ins
// here (their own tests live with them); the database is one that fails, so nothing is stored.
import { describe, expect, it, vi } from "vitest";
import { parseEnv } from "../../server/env";
import type { Database } from "../../server/db/database";
import type { SiteEntry } from "../../server/sites/registry";
import type { SearchService } from "../../server/search/service";
import type { ValuationResult } from "../../server/valuation/port";

const apiResult: ValuationResult = { kind: "priced", low: 9_000, high: 11_000, guide: 10_000, currency: "AUD", source: "autograb", comparables: null };
vi.mock("../../server/valuation/http-lookup", () => ({ createHttpLookup: () => ({ registry: true, lookup: async () => ({ kind: "not-found" }) }) }));
vi.mock("../../server/valuation/http-valuer", () => ({ createHttpValuer: () => ({ value: async () => apiResult }) }));

const { createValuationService } = await import("../../server/valuation");
const db = { kind: "pglite", query: () => Promise.reject(new Error("no database here")) } as unknown as Database;
const entry = { site: { slug: "s", locale: "en-AU", valuation: { reconditioning_margin: 0.15 } }, group: { group: { slug: "g" } } } as unknown as SiteEntry;
// A group with no stock yet, as the search port answers it.
const noStock = { forSite: () => ({ groupCars: () => [] }) } as unknown as Pick<SearchService, "forSite">;
const create = (service: ReturnType<typeof createValuationService>) =>
  service.create({ entry, purpose: "trade-in", vehicle: { year: 2020, make: "Toyota", model: "HiLux" }, details: { odometer: 1, condition: "Good" }, now: new Date() });

describe("the valuation adapters", () => {
  it("VALUATION_API_URL set: the registry lookup and the API's valuation", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const service = createValuationService({ env: parseEnv({ VALUATION_API_URL: "http://127.0.0.1:9/" }), db, search: noStock });
    expect(service.lookup.registry).toBe(true);
    expect(await create(service)).toEqual({ result: apiResult, valuation: null });
  });

  it("unset: no registry, the catalogue picker, and the group's stock (none here: declined)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const service = createValuationService({ env: parseEnv({}), db, search: noStock });
    expect(service.lookup.registry).toBe(false);
    expect(await service.lookup.lookup({ rego: "ABC123" }, "nevdis")).toEqual({ kind: "no-registry" });
    expect(service.catalogue.makes(entry, 2020)).toContain("Toyota");
    expect((await create(service)).result).toEqual({ kind: "declined", reason: "too-few-comparables", source: "stock", comparables: 0 });
  });
});
