// The valuation JSON API's model with a scripted valuation service: what each service answer
// becomes (found, not-found, no-registry, a failing API, a stored or unstored valuation, an unknown
// id) and the per-client limit. The bodies' rules over HTTP: tests/integration/valuation-api-http.test.ts.
import { beforeEach, describe, expect, it } from "vitest";
import type { AppLoadContext } from "@remix-run/node";
import { CallError, HttpError } from "../../server/http/fetch";
import { memoryRateLimits } from "../../server/rate-limits";
import type { LookupResult, Valuation, ValuationResult, ValuationService } from "../../server/valuation/port";
import {
  NOT_FOUND_REGO,
  NOT_FOUND_VIN,
  NO_REGISTRY,
  NO_SUCH_VALUATION,
  RETRY_AFTER_SECONDS,
  UNAVAILABLE,
  adjustValuationApi,
  createValuationApi,
  miscellaneousApi,
  vehicleLookupApi,
} from "~/models/valuation-api.server";
import { demoRegistry } from "../fixtures/demo-stock";
import { siteCars } from "../fixtures/site-cars";
import { SearchService } from "../../server/search/service";

const registry = demoRegistry(["sunshine-motor-group"]);
const mazda = registry.bySiteSlug("sunshine-mazda")!;
const search = new SearchService(registry);
const ID = "6f1c2a7e-3b4d-4e5f-8a9b-0c1d2e3f4a5b";
const vehicle = { year: 2019, make: "Mazda", model: "CX-5" };
const priced: ValuationResult = { kind: "priced", low: 21_000, high: 24_000, guide: 22_500, currency: "AUD", source: "stock", comparables: 4 };
const failure = new CallError({ label: "valuation API lookup nevdis", method: "POST", url: "http://127.0.0.1:1/api/nevdis", attempts: 3 }, new HttpError(500, "Internal Server Error", null));

const stored = (over: Partial<Valuation> = {}): Valuation => ({
  id: ID,
  siteSlug: "sunshine-mazda",
  groupSlug: "sunshine-motor-group",
  purpose: "trade-in",
  carSlug: null,
  vehicle,
  details: { odometer: 45_000, condition: "Good" },
  result: priced,
  status: "offered",
  rejectReason: null,
  rejectComment: null,
  leadId: null,
  miscellaneous: {},
  createdAt: new Date("2026-11-20T01:00:00Z"),
  updatedAt: new Date("2026-11-20T02:00:00Z"),
  ...over,
});

/** What the scripted service answers next; a CallError is thrown. */
let answer: LookupResult | Valuation | null | CallError;
let calls: unknown[][];
const next = async () => {
  if (answer instanceof CallError) throw answer;
  return answer;
};
const service = {
  lookup: { registry: true, lookup: (...args: unknown[]) => (calls.push(args), next()) },
  create: async (input: unknown) => {
    calls.push([input]);
    const valuation = (await next()) as Valuation | null;
    return { result: priced, valuation };
  },
  adjust: (...args: unknown[]) => (calls.push(args), next()),
  setMiscellaneous: (...args: unknown[]) => (calls.push(args), next()),
} as unknown as ValuationService;

let context: Pick<AppLoadContext, "services" | "clientIp" | "site">;
beforeEach(() => {
  calls = [];
  context = { site: mazda, clientIp: "198.51.100.7", services: { valuations: service, search, limits: memoryRateLimits() } as unknown as AppLoadContext["services"] };
});

const post = (body: unknown, method = "POST") =>
  new Request("http://sunshine-mazda.localhost/api/x", { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
const read = async (response: Response) => ({ status: response.status, retryAfter: response.headers.get("retry-after"), body: await response.json() });

describe("lookups", () => {
  it("answers a found vehicle with its source, the query normalised", async () => {
    answer = { kind: "found", vehicle: { ...vehicle, rego: "ABC123", state: "QLD" }, source: "nevdis" };
    const res = await read(await vehicleLookupApi(context, post({ rego: "abc 123", regoState: "qld" }), "nevdis"));
    expect(res).toEqual({ status: 200, retryAfter: null, body: { vehicle: { ...vehicle, rego: "ABC123", state: "QLD" }, source: "nevdis" } });
    expect(calls).toEqual([[{ rego: "ABC123", state: "QLD" }, "nevdis"]]);
  });

  it("answers not-found as a 404 with a field message on the rego or the VIN", async () => {
    answer = { kind: "not-found" };
    expect(await read(await vehicleLookupApi(context, post({ rego: "ABC123", state: "QLD" }), "nevdis"))).toMatchObject({ status: 404, body: { error: NOT_FOUND_REGO, fieldErrors: { rego: [NOT_FOUND_REGO] } } });
    expect(await read(await vehicleLookupApi(context, post({ vin: "jm0kf4w7a00123456" }), "autograb"))).toMatchObject({ status: 404, body: { fieldErrors: { vin: [NOT_FOUND_VIN] } } });
    expect(calls[1]).toEqual([{ vin: "JM0KF4W7A00123456" }, "autograb"]);
  });

  it("answers no-registry as a 422 telling the caller to pick from the catalogue", async () => {
    answer = { kind: "no-registry" };
    expect(await read(await vehicleLookupApi(context, post({ rego: "ABC123", state: "QLD" }), "nevdis"))).toEqual({ status: 422, retryAfter: null, body: { error: NO_REGISTRY, fieldErrors: {}, registry: false } });
  });

  it("answers a failing registry with a 503 and Retry-After", async () => {
    answer = failure;
    expect(await read(await vehicleLookupApi(context, post({ rego: "ABC123", state: "QLD" }), "nevdis"))).toEqual({ status: 503, retryAfter: String(RETRY_AFTER_SECONDS), body: { error: UNAVAILABLE, fieldErrors: {} } });
  });

  it("limits a client's lookups (good bodies only), then answers 429 with Retry-After", async () => {
    answer = { kind: "not-found" };
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await vehicleLookupApi(context, post({ rego: "ABC123", state: "QLD" }), "nevdis")).status);
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    const limited = await read(await vehicleLookupApi(context, post({ rego: "ABC123", state: "QLD" }), "nevdis"));
    expect(limited.status).toBe(429);
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    expect((await vehicleLookupApi(context, post({ rego: "ABC1234567", state: "QLD" }), "nevdis")).status).toBe(400);
  });
});

describe("valuations", () => {
  const body = { vehicle, odometer: 45_000, condition: "Good", service_history: "Full" };

  it("creates: 201 with the stored valuation, the car being bought passed on", async () => {
    answer = stored();
    const car = siteCars(mazda).find((c) => c.show_on_dealer_website)!;
    const res = await read(await createValuationApi(context, post({ ...body, purpose: "sell", car_id: car.id })));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: ID,
      purpose: "trade-in",
      status: "offered",
      car_slug: null,
      vehicle,
      details: { odometer: 45_000, condition: "Good" },
      result: priced,
      created_at: "2026-11-20T01:00:00.000Z",
      updated_at: "2026-11-20T02:00:00.000Z",
    });
    expect(calls[0][0]).toMatchObject({ entry: mazda, vehicle, purpose: "sell", car, details: { odometer: 45_000, condition: "Good", service_history: "Full" } });
  });

  it("creates: the result with id null when keeping it failed", async () => {
    answer = null;
    const res = await read(await createValuationApi(context, post(body)));
    expect(res).toMatchObject({ status: 200, body: { id: null, status: null, purpose: "trade-in", result: priced } });
  });

  it("adjusts: the valuation valued again, or a 404 on the id", async () => {
    answer = stored({ details: { odometer: 60_000, condition: "Fair" } });
    const res = await read(await adjustValuationApi(context, post({ id: ID, odometer: 60_000, condition: "Fair" }, "PUT")));
    expect(res).toMatchObject({ status: 200, body: { id: ID, details: { odometer: 60_000, condition: "Fair" } } });
    expect(calls[0]).toEqual([mazda, ID, { odometer: 60_000, condition: "Fair" }, expect.any(Date)]);
    answer = null;
    expect(await read(await adjustValuationApi(context, post({ id: ID, odometer: 1, condition: "Good" }, "PUT")))).toMatchObject({ status: 404, body: { fieldErrors: { id: [NO_SUCH_VALUATION] } } });
  });

  it("answers a failing valuation API with a 503 on create and adjust", async () => {
    answer = failure;
    expect((await createValuationApi(context, post(body))).status).toBe(503);
    expect((await adjustValuationApi(context, post({ id: ID, odometer: 1, condition: "Good" }, "PUT"))).status).toBe(503);
  });
});

describe("miscellaneous", () => {
  it("keeps the rest of the body under the column, or 404s an unknown id", async () => {
    answer = stored({ miscellaneous: { valuation: { result: priced } } });
    const res = await read(await miscellaneousApi(context, post({ id: ID, column_name: "valuation", result: priced })));
    expect(res).toEqual({ status: 200, retryAfter: null, body: { id: ID, miscellaneous: { valuation: { result: priced } } } });
    expect(calls[0]).toEqual([mazda, ID, "valuation", { result: priced }]);
    answer = null;
    expect((await miscellaneousApi(context, post({ id: ID, column_name: "valuation" }))).status).toBe(404);
  });
});
