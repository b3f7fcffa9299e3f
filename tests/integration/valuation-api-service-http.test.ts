// The valuation JSON API end to end on the built production server: embedded (no registry, the
// group's comparable stock, valuations in PGlite) and with VALUATION_API_URL pointing at a loopback
// stand-in for the valuation API (found, not found, VIN, priced, and 503 while it fails).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { NOT_FOUND_REGO, NO_REGISTRY, NO_SUCH_VALUATION, RETRY_AFTER_SECONDS, UNAVAILABLE } from "~/models/valuation-api.server";
import { startServer, type RunningServer } from "./support/server";
import { sendTo, type SendOptions } from "./support/json-http";
import { CX5, CX5_VIN, STUB_KEY, startValuationStub, type ValuationStub } from "./support/valuation-stub";

const dataDir = (name: string) => ({ LOG_REQUESTS: "false", DATA_DIR: mkdtempSync(path.join(tmpdir(), `valuation-${name}-`)) });

describe("embedded: no registry, the group's comparable stock", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer(dataDir("embedded"));
  }, 60_000);
  afterAll(() => server?.stop());
  const send = (site: string, path: string, options?: SendOptions) => sendTo(server.url, site, path, options);
  // The demo group's used stock holds many of these, so the embedded valuer prices it.
  const ranger = { year: 2026, make: "Ford", model: "Ranger" };

  it("answers a good lookup with 422: pick the car from the catalogue (Australian and New Zealand sites)", async () => {
    for (const [site, body] of [["sunshine-mazda", { rego: "ABC 123", state: "Queensland" }], ["tamaki", { rego: "ABC123" }], ["sunshine", { vin: CX5_VIN }]] as const) {
      for (const endpoint of ["/api/nevdis", "/api/simple-autograb-lookup"]) {
        const res = await send(site, endpoint, { body });
        expect(res.status, `${site} ${endpoint}`).toBe(422);
        expect(res.body).toEqual({ error: NO_REGISTRY, fieldErrors: {}, registry: false });
      }
    }
  });

  it("creates, adjusts and keeps the miscellaneous value of a valuation, each on its own site only", async () => {
    const created = await send("sunshine-mazda", "/api/valuations", { body: { vehicle: ranger, odometer: 20_000, condition: "Good", purpose: "sell" } });
    expect(created.status).toBe(201);
    const { id, result } = created.body;
    expect(created.body).toMatchObject({ purpose: "sell", status: "offered", vehicle: ranger, details: { odometer: 20_000, condition: "Good" } });
    expect(result).toMatchObject({ kind: "priced", currency: "AUD", source: "stock" });
    expect(result.low).toBeLessThanOrEqual(result.guide);
    expect(result.guide).toBeLessThanOrEqual(result.high);

    const adjusted = await send("sunshine-mazda", "/api/valuations", { method: "PUT", body: { id, odometer: 150_000, condition: "Poor" } });
    expect(adjusted.status).toBe(200);
    expect(adjusted.body).toMatchObject({ id, details: { odometer: 150_000, condition: "Poor" } });
    expect(adjusted.body.result.guide).toBeLessThan(result.guide);

    const kept = await send("sunshine-mazda", "/api/miscellaneous", { body: { id, column_name: "valuation", result: adjusted.body.result } });
    expect(kept.status).toBe(200);
    expect(kept.body).toEqual({ id, miscellaneous: { valuation: { result: adjusted.body.result } } });

    // Another site of the same group knows nothing of this valuation.
    const elsewhere = await send("sunshine-toyota", "/api/valuations", { method: "PUT", body: { id, odometer: 1, condition: "Good" } });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.fieldErrors).toEqual({ id: [NO_SUCH_VALUATION] });
    expect((await send("sunshine-toyota", "/api/miscellaneous", { body: { id, column_name: "valuation" } })).status).toBe(404);
  });

  it("declines a car with too few comparables, and takes the car being bought", async () => {
    const res = await send("sunshine", "/api/valuations", { body: { vehicle: { year: 1990, make: "Lada", model: "Niva" }, odometer: 300_000, condition: "Fair", car_id: "edge-special" } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ car_slug: "edge-special", result: { kind: "declined", reason: "too-few-comparables", source: "stock" } });
  });

  it("404s the miscellaneous value of an unknown id on the mazda site", async () => {
    const res = await send("sunshine-mazda", "/api/miscellaneous", { body: { id: "00000000-0000-4000-8000-000000000000", column_name: "valuation" } });
    expect(res.status).toBe(404);
    expect(res.body.fieldErrors).toEqual({ id: [NO_SUCH_VALUATION] });
  });
});

describe("VALUATION_API_URL: the valuation API over HTTP", () => {
  let server: RunningServer;
  let stub: ValuationStub;
  beforeAll(async () => {
    stub = await startValuationStub();
    server = await startServer({ ...dataDir("api"), VALUATION_API_URL: stub.url, VALUATION_API_KEY: STUB_KEY });
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await stub?.close();
  });
  const send = (path: string, options?: SendOptions) => sendTo(server.url, "sunshine-mazda", path, options);

  it("looks a plate up by rego and state, and a VIN", async () => {
    stub.mode = "ok";
    const plate = await send("/api/nevdis", { body: { rego: "abc-123", regoState: "qld" } });
    expect(plate.status).toBe(200);
    expect(plate.body).toEqual({ vehicle: { ...CX5, rego: "ABC123", state: "QLD" }, source: "nevdis" });
    expect(stub.requests.at(-1)).toMatchObject({ path: "/api/nevdis", body: { rego: "ABC123", regoState: "QLD" } });
    const vin = await send("/api/simple-autograb-lookup", { body: { vin: CX5_VIN.toLowerCase() } });
    expect(vin.body).toEqual({ vehicle: { ...CX5, vin: CX5_VIN }, source: "autograb" });
  });

  it("answers an unknown plate with 404 and a field message on the rego", async () => {
    stub.mode = "ok";
    const res = await send("/api/nevdis", { body: { rego: "ZZZ999", regoState: "NSW" } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: NOT_FOUND_REGO, fieldErrors: { rego: [NOT_FOUND_REGO] } });
  });

  it("prices the identified car through the API", async () => {
    stub.mode = "ok";
    const res = await send("/api/valuations", { body: { vehicle: { ...CX5, rego: "ABC123", state: "QLD" }, odometer: 45_000, condition: "Good" } });
    expect(res.status).toBe(201);
    expect(res.body.result).toEqual({ kind: "priced", low: 21_000, high: 24_000, guide: 22_500, currency: "AUD", source: "autograb", comparables: null });
  });

  it("answers 503 with Retry-After while the API fails, for lookups and valuations", async () => {
    stub.mode = "error";
    const calls: [string, unknown][] = [
      ["/api/nevdis", { rego: "ABC123", regoState: "QLD" }],
      ["/api/simple-autograb-lookup", { vin: CX5_VIN }],
      ["/api/valuations", { vehicle: CX5, odometer: 45_000, condition: "Good" }],
    ];
    for (const [endpoint, body] of calls) {
      const res = await send(endpoint, { body });
      expect(res.status, endpoint).toBe(503);
      expect(res.headers["retry-after"]).toBe(String(RETRY_AFTER_SECONDS));
      expect(res.body).toEqual({ error: UNAVAILABLE, fieldErrors: {} });
    }
    expect(server.output()).not.toContain(STUB_KEY);
  });
});
