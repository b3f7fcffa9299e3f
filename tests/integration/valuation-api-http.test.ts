// The valuation JSON API over real HTTP on the built production server: every endpoint's bad bodies
// get a 4xx JSON {error, fieldErrors} (never a 5xx), other methods a 405, another site's
// miscellaneous a 404, a cross-site post a 403.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { INVALID_VIN, regoMessage } from "~/lib/valuation/vehicle";
import { CHOOSE_STATE, INVALID_ID, NOT_BOTH, REGO_OR_VIN } from "~/lib/valuation/api-body";
import { INVALID_BODY, NOT_AN_OBJECT, NO_MISCELLANEOUS } from "~/models/valuation-api.server";
import { startServer, type RunningServer } from "./support/server";
import { sendTo, type SendOptions } from "./support/json-http";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ LOG_REQUESTS: "false", DATA_DIR: mkdtempSync(path.join(tmpdir(), "valuation-api-http-")) });
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

const send = (site: string, path: string, options?: SendOptions) => sendTo(server.url, site, path, options);
const ENDPOINTS = [
  ["POST", "/api/nevdis"],
  ["POST", "/api/simple-autograb-lookup"],
  ["POST", "/api/valuations"],
  ["PUT", "/api/valuations"],
  ["POST", "/api/miscellaneous"],
] as const;
const ID = "00000000-0000-4000-8000-000000000000";
const vehicle = { year: 2019, make: "Mazda", model: "CX-5", badge: "Maxx Sport" };

describe("junk bodies: 4xx JSON on every endpoint", () => {
  const junk: [string, SendOptions, number, string?][] = [
    ["empty", { body: "" }, 400],
    ["not JSON", { body: "{rego:" }, 400],
    ["not declared JSON", { body: '{"rego":"ABC123"}', headers: { "Content-Type": "text/plain" } }, 415],
    ["an array", { body: [{ rego: "ABC123" }] }, 400, NOT_AN_OBJECT],
    ["a string", { body: '"ABC123"' }, 400, NOT_AN_OBJECT],
    ["null", { body: "null" }, 400, NOT_AN_OBJECT],
    ["huge", { body: JSON.stringify({ rego: "x".repeat(200_000) }) }, 413],
    ["bad UTF-8", { body: Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]) }, 400],
  ];
  for (const [method, endpoint] of ENDPOINTS) {
    it.each(junk)(`${method} ${endpoint}: %s`, async (_label, options, status, error) => {
      const res = await send("sunshine-mazda", endpoint, { method, ...options });
      expect(res.status).toBe(status);
      expect(res.body).toMatchObject({ error: error ?? expect.any(String), fieldErrors: {} });
      expect(res.headers["cache-control"]).toMatch(/no-store/);
    });
  }

  it("refuses prototype keys and control characters anywhere in the body, by their path", async () => {
    for (const [method, endpoint] of ENDPOINTS) {
      const proto = await send("sunshine-mazda", endpoint, { method, body: '{"rego":"ABC123","regoState":"QLD","__proto__":{"polluted":1}}' });
      expect(proto.status, `${method} ${endpoint}`).toBe(400);
      expect(proto.body).toEqual({ error: INVALID_BODY, fieldErrors: { ["__proto__"]: ["This field name is not allowed."] } });
      const nested = await send("sunshine-mazda", endpoint, { method, body: { vehicle: { ...vehicle, constructor: { prototype: 1 } } } });
      expect(nested.body.fieldErrors).toEqual({ "vehicle.constructor": ["This field name is not allowed."] });
      const nul = await send("sunshine-mazda", endpoint, { method, body: { rego: "ABC\u0000123", regoState: "QLD", id: ID } });
      expect(nul.status).toBe(400);
      expect(nul.body.fieldErrors).toEqual({ rego: ["Control characters are not allowed."] });
    }
  });
});

describe("lookups: the body's rules", () => {
  const lookup = (body: unknown, site = "sunshine-mazda", endpoint = "/api/nevdis") => send(site, endpoint, { body });

  it.each([
    ["NSW", "ABC1234", regoMessage(6, "NSW")],
    ["VIC", "1ABC-234", regoMessage(6, "VIC")],
    ["QLD", "ABCDE1234", regoMessage(8, "QLD")],
    ["SA", "S123ABCD", regoMessage(7, "SA")],
    ["WA", "1ABC234X", regoMessage(7, "WA")],
    ["TAS", "AB!123", regoMessage(6, "TAS")],
  ])("a %s plate too long or with other characters: %s", async (state, rego, message) => {
    for (const endpoint of ["/api/nevdis", "/api/simple-autograb-lookup"]) {
      const res = await lookup({ rego, regoState: state }, "sunshine-mazda", endpoint);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: INVALID_BODY, fieldErrors: { rego: [message] } });
    }
  });

  it("asks for the state on an Australian site, and checks a New Zealand plate without one", async () => {
    expect((await lookup({ rego: "ABC123" })).body.fieldErrors).toEqual({ regoState: [CHOOSE_STATE] });
    expect((await lookup({ rego: "ABC123", regoState: "XX" })).body.fieldErrors).toEqual({ regoState: [CHOOSE_STATE] });
    expect((await lookup({ rego: "ABC1234" }, "tamaki")).body.fieldErrors).toEqual({ rego: [regoMessage(6)] });
  });

  it("checks the VIN, wants a rego or a VIN, not both, and refuses wrong types", async () => {
    for (const vin of ["JM0KF4W7A0012345", "JM0KF4W7I00123456", "", "x".repeat(30)]) {
      expect((await lookup({ vin })).body.fieldErrors.vin, vin).toBeDefined();
    }
    expect((await lookup({ vin: "JM0KF4W7I00123456" })).body.fieldErrors).toEqual({ vin: [INVALID_VIN] });
    expect((await lookup({})).body.fieldErrors).toEqual({ rego: [REGO_OR_VIN] });
    expect((await lookup({ rego: "ABC123", regoState: "QLD", vin: "JM0KF4W7A00123456" })).body.fieldErrors).toEqual({ vin: [NOT_BOTH] });
    for (const body of [{ rego: 123456, regoState: "QLD" }, { rego: ["ABC123"], regoState: "QLD" }, { rego: "ABC123", regoState: 4 }, { vin: true }]) {
      const res = await lookup(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.fieldErrors).length).toBeGreaterThan(0);
    }
  });
});

describe("valuations: the body's rules", () => {
  const create = (body: unknown) => send("sunshine-mazda", "/api/valuations", { body });
  const good = { vehicle, odometer: 45_000, condition: "Good" };

  it.each([
    ["a negative odometer", { ...good, odometer: -1 }, "odometer"],
    ["a huge odometer", { ...good, odometer: 2_000_001 }, "odometer"],
    ["an odometer of 1e999", '{"vehicle":{"year":2019,"make":"Mazda","model":"CX-5"},"odometer":1e999,"condition":"Good"}', "odometer"],
    ["a fractional odometer", { ...good, odometer: 1.5 }, "odometer"],
    ["an odometer as null", { ...good, odometer: null }, "odometer"],
    ["an odometer as text", { ...good, odometer: "45000" }, "odometer"],
    ["an unknown condition", { ...good, condition: "Mint" }, "condition"],
    ["no vehicle", { odometer: 1, condition: "Good" }, "vehicle"],
    ["a year as text", { ...good, vehicle: { ...vehicle, year: "2019" } }, "vehicle.year"],
    ["a year before 1950", { ...good, vehicle: { ...vehicle, year: 1949 } }, "vehicle.year"],
    ["a year far ahead", { ...good, vehicle: { ...vehicle, year: 3000 } }, "vehicle.year"],
    ["an empty make", { ...good, vehicle: { ...vehicle, make: " " } }, "vehicle.make"],
    ["a bad VIN", { ...good, vehicle: { ...vehicle, vin: "OOOOOOOOOOOOOOOOO" } }, "vehicle.vin"],
    ["a bad plate", { ...good, vehicle: { ...vehicle, rego: "ABCDEFG", state: "NSW" } }, "vehicle.rego"],
    ["an unknown purpose", { ...good, purpose: "lease" }, "purpose"],
    ["an unknown car", { ...good, car_id: "no-such-car" }, "car_id"],
  ])("POST refuses %s", async (_label, body, field) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(INVALID_BODY);
    expect(Object.keys(res.body.fieldErrors)).toContain(field);
  });

  it("PUT wants a valuation id and the details", async () => {
    const put = (body: unknown) => send("sunshine-mazda", "/api/valuations", { method: "PUT", body });
    expect((await put({ odometer: 1, condition: "Good" })).body.fieldErrors).toHaveProperty("id");
    expect((await put({ id: "1 OR 1=1", odometer: 1, condition: "Good" })).body.fieldErrors).toEqual({ id: [INVALID_ID] });
    expect((await put({ id: ID, odometer: -5, condition: "Good" })).body.fieldErrors).toHaveProperty("odometer");
    expect((await put({ id: ID })).status).toBe(400);
  });
});

describe("miscellaneous", () => {
  it("is the mazda site's alone: every other site answers 404", async () => {
    for (const site of ["sunshine", "sunshine-toyota", "tamaki", "live-oak", "redgum"]) {
      const res = await send(site, "/api/miscellaneous", { body: { id: ID, column_name: "valuation", result: {} } });
      expect(res.status, site).toBe(404);
      expect(res.body).toEqual({ error: NO_MISCELLANEOUS, fieldErrors: {} });
    }
  });

  it("wants a valuation id and the valuation column", async () => {
    const misc = (body: unknown) => send("sunshine-mazda", "/api/miscellaneous", { body });
    expect((await misc({ id: ID, column_name: "price" })).body.fieldErrors).toHaveProperty("column_name");
    expect((await misc({ column_name: "valuation" })).body.fieldErrors).toHaveProperty("id");
    expect((await misc({ id: 7, column_name: "valuation" })).status).toBe(400);
  });
});

describe("methods and origins", () => {
  it.each([
    ["/api/nevdis", "POST"],
    ["/api/simple-autograb-lookup", "POST"],
    ["/api/valuations", "POST, PUT"],
    ["/api/miscellaneous", "POST"],
  ])("%s answers 405 with Allow: %s to other methods", async (endpoint, allow) => {
    for (const method of ["GET", "DELETE", "PATCH", "PUT", "OPTIONS"].filter((m) => !allow.includes(m))) {
      const res = await send("sunshine-mazda", endpoint, { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.allow).toBe(allow);
      expect(res.body.error).toEqual(expect.any(String));
    }
  });

  it("refuses a post from another site with a JSON 403", async () => {
    for (const [method, endpoint] of ENDPOINTS) {
      const res = await send("sunshine-mazda", endpoint, { method, body: { rego: "ABC123", regoState: "QLD" }, headers: { Origin: "https://evil.example" } });
      expect(res.status).toBe(403);
      expect(res.body.error).toEqual(expect.any(String));
    }
  });
});
