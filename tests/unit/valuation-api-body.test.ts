// The valuation JSON API's body rules (app/lib/valuation/api-body.ts): what a lookup query becomes,
// where the state is needed, and what junk is found where.
import { describe, expect, it } from "vitest";
import { CHOOSE_STATE, adjustBodySchema, createBodySchema, junkInBody, lookupBodySchema, miscellaneousBodySchema } from "~/lib/valuation/api-body";

const NOW = new Date("2026-11-20T12:00:00Z");

describe("lookup bodies", () => {
  const au = lookupBodySchema("en-AU");

  it("normalises the plate and the state (regoState, else state; code or name)", () => {
    expect(au.parse({ rego: "abc 123", regoState: "qld" })).toEqual({ rego: "ABC123", state: "QLD" });
    expect(au.parse({ rego: "1ab-2cd", state: "New South Wales" })).toEqual({ rego: "1AB2CD", state: "NSW" });
    expect(au.parse({ rego: "ABC123", regoState: "VIC", state: "QLD" })).toEqual({ rego: "ABC123", state: "VIC" });
  });

  it("normalises a VIN", () => {
    expect(au.parse({ vin: "jm0kf4w7a0-0123456" })).toEqual({ vin: "JM0KF4W7A00123456" });
  });

  it("needs an Australian state on Australian sites only", () => {
    expect(au.safeParse({ rego: "ABC123", regoState: "Auckland" }).error?.issues[0]).toMatchObject({ path: ["regoState"], message: CHOOSE_STATE });
    expect(lookupBodySchema("en-NZ").parse({ rego: "ABC123" })).toEqual({ rego: "ABC123" });
    expect(lookupBodySchema("en-US").parse({ rego: "7ABC123", state: "ca" })).toEqual({ rego: "7ABC123", state: "CA" });
    expect(lookupBodySchema("en-US").safeParse({ rego: "7ABC123", state: "California" }).success).toBe(false);
  });
});

describe("valuation bodies", () => {
  const good = { vehicle: { year: 2019, make: "Mazda", model: "CX-5" }, odometer: 0, condition: "Excellent" };

  it("takes numbers as numbers, trade-in by default, a year up to next year", () => {
    const schema = createBodySchema("en-AU", NOW);
    expect(schema.parse(good)).toMatchObject({ purpose: "trade-in", odometer: 0 });
    expect(schema.safeParse({ ...good, vehicle: { ...good.vehicle, year: 2027 } }).success).toBe(true);
    expect(schema.safeParse({ ...good, vehicle: { ...good.vehicle, year: 2028 } }).success).toBe(false);
    expect(schema.safeParse({ ...good, odometer: "0" }).success).toBe(false);
    expect(schema.safeParse({ ...good, car_id: 12 }).success).toBe(true);
    expect(adjustBodySchema.safeParse({ id: "00000000-0000-4000-8000-000000000000", odometer: 2_000_000, condition: "Poor" }).success).toBe(true);
  });

  it("keeps a miscellaneous body's rest as the value", () => {
    const id = "00000000-0000-4000-8000-000000000000";
    expect(miscellaneousBodySchema.parse({ id, column_name: "valuation", result: { kind: "priced" }, note: 1 })).toEqual({ id, column: "valuation", value: { result: { kind: "priced" }, note: 1 } });
  });
});

describe("junk in a body", () => {
  it("finds prototype keys and control characters by their path, and nothing in a clean body", () => {
    expect(junkInBody({ rego: "ABC123", vehicle: { make: "Mazda", list: ["a", "b"] } })).toBeNull();
    expect(junkInBody(JSON.parse('{"a":{"__proto__":{"x":1}},"b":["ok","x\\u0000"],"c\\u0001":1,"prototype":2}'))).toEqual({
      "a.__proto__": ["This field name is not allowed."],
      "b[1]": ["Control characters are not allowed."],
      "c\u0001": ["This field name is not allowed."],
      prototype: ["This field name is not allowed."],
    });
    expect(junkInBody({ text: "line one\nline two\ttabbed" })).toBeNull();
  });
});
