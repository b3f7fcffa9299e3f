// The valuation API's HTTP adapters (lookup and valuer) against a real loopback server playing the
// AutoGrab/NEVDIS-shaped API: the documented requests (bearer key, JSON bodies) and replies, a 404
// or empty match as not-found, and 500s, hangs and bad JSON as the fetch helper's CallError.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CallError, TimeoutError } from "../../server/http/fetch";
import { createHttpLookup } from "../../server/valuation/http-lookup";
import { createHttpValuer } from "../../server/valuation/http-valuer";
import type { ValuationApiOptions } from "../../server/valuation/http-api";
import type { SiteEntry } from "../../server/sites/registry";
import { demoRegistry } from "../fixtures/demo-stock";
import { CX5, CX5_VIN, HILUX, STUB_KEY, startValuationStub, type ValuationStub } from "./support/valuation-stub";

let stub: ValuationStub;
let mazda: SiteEntry;
let liveOak: SiteEntry;
beforeAll(async () => {
  stub = await startValuationStub();
  const registry = demoRegistry(["sunshine-motor-group", "live-oak-motors"]);
  mazda = registry.bySiteSlug("sunshine-mazda")!;
  liveOak = registry.bySiteSlug("live-oak")!;
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.requests = [];
  stub.mode = "ok";
});

// Instant backoff. A per-try timeout long enough that a busy machine never turns an answer into a
// retry; the hang cases use a short one so they end quickly.
const fast: ValuationApiOptions = { sleep: async () => undefined, timeoutMs: 5_000, deadlineMs: 20_000 };
const hanging: ValuationApiOptions = { ...fast, timeoutMs: 300 };
const env = () => ({ VALUATION_API_URL: `${stub.url}/`, VALUATION_API_KEY: STUB_KEY });
const lookup = (options = fast) => createHttpLookup(env(), options);
const valuer = (options = fast) => createHttpValuer(env(), options);
const details = { odometer: 45_000, condition: "Good" as const };

async function failure(promise: Promise<unknown>): Promise<CallError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(CallError);
  return error as CallError;
}

describe("vehicle lookup", () => {
  it("finds a plate by rego and state on /api/nevdis, with the bearer key and the documented body", async () => {
    const result = await lookup().lookup({ rego: "ABC123", state: "QLD" }, "nevdis");
    expect(result).toEqual({ kind: "found", source: "nevdis", vehicle: { ...CX5, rego: "ABC123", state: "QLD" } });
    expect(stub.requests).toHaveLength(1);
    const [req] = stub.requests;
    expect(req).toMatchObject({ method: "POST", path: "/api/nevdis", body: { rego: "ABC123", regoState: "QLD" } });
    expect(req.headers.authorization).toBe(`Bearer ${STUB_KEY}`);
    expect(req.headers["content-type"]).toBe("application/json");
  });

  it("finds a VIN on /api/simple-autograb-lookup, sending only the VIN", async () => {
    const result = await lookup().lookup({ vin: CX5_VIN }, "autograb");
    expect(result).toEqual({ kind: "found", source: "autograb", vehicle: { ...CX5, vin: CX5_VIN } });
    expect(stub.requests[0]).toMatchObject({ path: "/api/simple-autograb-lookup", body: { vin: CX5_VIN } });
  });

  it("reads a `vehicles` list and treats null or empty fields as unknown", async () => {
    const result = await lookup().lookup({ rego: "HLX16", state: "NSW" }, "nevdis");
    expect(result).toEqual({
      kind: "found",
      source: "nevdis",
      vehicle: { year: 2016, make: "Toyota", model: "HiLux", badge: "SR5", body: "Utility", fuel: "Diesel", code: HILUX.code, rego: "HLX16", state: "NSW" },
    });
  });

  it("answers not-found for a 404 (plate) and for an empty match (VIN), without retrying", async () => {
    expect(await lookup().lookup({ rego: "ZZZ999", state: "QLD" }, "nevdis")).toEqual({ kind: "not-found" });
    expect(await lookup().lookup({ vin: "1HGCM82633A004352" }, "autograb")).toEqual({ kind: "not-found" });
    expect(stub.requests).toHaveLength(2);
  });

  it("answers not-found for an empty `vehicles` list", async () => {
    expect(await lookup().lookup({ rego: "EMPTY1", state: "VIC" }, "nevdis")).toEqual({ kind: "not-found" });
  });

  it("throws on a vehicle without the year, make and model it must have", async () => {
    const error = await failure(lookup().lookup({ rego: "ODD1", state: "SA" }, "nevdis"));
    expect(error.message).toMatch(/unexpected answer: vehicle\.year/);
  });

  it("leaves regoState out where the plate has no state", async () => {
    expect(await lookup().lookup({ rego: "ABC123" }, "nevdis")).toEqual({ kind: "not-found" });
    expect(stub.requests[0].body).toEqual({ rego: "ABC123" });
  });

  it("retries a 500 twice, then throws a CallError naming the call and the status", async () => {
    stub.mode = "error";
    const error = await failure(lookup().lookup({ rego: "ABC123", state: "QLD" }, "nevdis"));
    expect(stub.requests).toHaveLength(3);
    expect(error.status).toBe(500);
    expect(error.attempts).toBe(3);
    expect(error.message).toContain("valuation API lookup nevdis");
    expect(error.message).not.toContain(STUB_KEY);
  });

  it("gives up on an API that never answers (a timeout per try)", async () => {
    stub.mode = "hang";
    const error = await failure(lookup(hanging).lookup({ vin: CX5_VIN }, "autograb"));
    expect(error.cause).toBeInstanceOf(TimeoutError);
    expect(stub.requests).toHaveLength(3);
  });

  it("throws on a reply that is not JSON, and on a refused key (401: neither retried nor not-found)", async () => {
    stub.mode = "bad-json";
    expect((await failure(lookup().lookup({ vin: CX5_VIN }, "autograb"))).cause).toBeInstanceOf(SyntaxError);
    stub.mode = "ok";
    const noKey = createHttpLookup({ VALUATION_API_URL: stub.url }, fast); // 401 {error}: not retried, not not-found
    expect((await failure(noKey.lookup({ vin: CX5_VIN }, "autograb"))).status).toBe(401);
  });
});

describe("valuation", () => {
  it("prices an identified car: the documented body, figures rounded to 100 in order", async () => {
    const vehicle = { ...CX5, rego: "ABC123", state: "NSW" };
    const result = await valuer().value({ entry: mazda, vehicle, details, now: new Date() });
    expect(result).toEqual({ kind: "priced", low: 21_000, high: 24_000, guide: 22_500, currency: "AUD", source: "autograb", comparables: null });
    const [req] = stub.requests;
    expect(req).toMatchObject({ method: "POST", path: "/api/valuations" });
    expect(req.headers.authorization).toBe(`Bearer ${STUB_KEY}`);
    expect(req.body).toEqual({ vehicle, odometer: 45_000, odometer_unit: "km", condition: "Good", state: "NSW", currency: "AUD" });
  });

  it("sends the site's state when the car's is unknown, and miles and dollars of the site's country", async () => {
    await valuer().value({ entry: mazda, vehicle: CX5, details, now: new Date() });
    expect(stub.requests[0].body).toMatchObject({ state: "QLD", odometer_unit: "km", currency: "AUD" });
    const hilux = { year: 2016, make: "Toyota", model: "HiLux", code: HILUX.code };
    const result = await valuer().value({ entry: liveOak, vehicle: hilux, details, now: new Date() });
    expect(stub.requests[1].body).toMatchObject({ odometer_unit: "mi", currency: "USD" });
    expect(result).toMatchObject({ kind: "priced", guide: 31_500, currency: "USD" });
  });

  it("declines honestly when the API cannot price the car", async () => {
    const result = await valuer().value({ entry: mazda, vehicle: { year: 2001, make: "Lada", model: "Niva" }, details, now: new Date() });
    expect(result).toEqual({ kind: "declined", reason: "not-valued", source: "autograb", comparables: null });
  });

  it("throws on figures out of order", async () => {
    const error = await failure(valuer().value({ entry: mazda, vehicle: { ...CX5, code: "ODD" }, details, now: new Date() }));
    expect(error.message).toContain("low <= guide <= high");
  });

  it("throws a CallError on a 500 (after its retries), a hang and bad JSON", async () => {
    const input = { entry: mazda, vehicle: CX5, details, now: new Date() };
    stub.mode = "error";
    expect((await failure(valuer().value(input))).status).toBe(500);
    expect(stub.requests).toHaveLength(3);
    stub.mode = "hang";
    expect((await failure(valuer(hanging).value(input))).cause).toBeInstanceOf(TimeoutError);
    stub.mode = "bad-json";
    expect((await failure(valuer().value(input))).cause).toBeInstanceOf(SyntaxError);
  });
});
