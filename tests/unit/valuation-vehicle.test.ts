// The shared valuation rules: registration length by issuing state, the VIN rule, the vehicle and
// details schemas, which dealership's switches apply, and how a result reads.
import { describe, expect, it } from "vitest";
import { checkRego, INVALID_VIN, normaliseVin, REGO_MAX_BY_STATE, VIN_PATTERN, vehicleDetailsSchema, vehicleIdentitySchema, MAX_ODOMETER, newestYear } from "~/lib/valuation/vehicle";
import { valuationOptions } from "~/lib/valuation/dealership-options";
import { basisText, rangeText } from "~/lib/valuation/result-text";
import type { Dealership } from "../../server/sites/schema";

describe("rego length by issuing state", () => {
  it.each(Object.entries(REGO_MAX_BY_STATE))("%s: %i characters pass, one more does not", (state, max) => {
    expect(checkRego("A".repeat(max), "en-AU", state)).toBeNull();
    expect(checkRego("A".repeat(max + 1), "en-AU", state)).toBe(`Invalid registration for ${state}. Please use up to ${max} letters and numbers.`);
  });

  it("spaces, dots and hyphens are not characters; lower case is upper case; symbols are refused", () => {
    expect(checkRego("abc-12.3", "en-AU", "NSW")).toBeNull();
    expect(checkRego("AB 12 3C", "en-AU", "NSW")).toBeNull();
    expect(checkRego("AB#123", "en-AU", "NSW")).not.toBeNull();
    expect(checkRego("", "en-AU", "NSW")).not.toBeNull();
  });

  it("without a state, the locale's longest plate: NZ 6, AU 8, US 8", () => {
    expect(checkRego("ABC123", "en-NZ")).toBeNull();
    expect(checkRego("ABC1234", "en-NZ")).toBe("Invalid registration. Please use up to 6 letters and numbers.");
    expect(checkRego("ABCD1234", "en-US")).toBeNull();
    expect(checkRego("ABCD12345", "en-US")).not.toBeNull();
    expect(checkRego("ABCD1234", "en-AU", "XX")).toBeNull();
  });
});

describe("VIN", () => {
  it("17 letters and digits, never I, O or Q", () => {
    expect(VIN_PATTERN.test("JTMHV05J604123456")).toBe(true);
    expect(VIN_PATTERN.test("JTMHV05J60412345")).toBe(false);
    expect(VIN_PATTERN.test("JTMHV05J6041234567")).toBe(false);
    for (const letter of ["I", "O", "Q"]) expect(VIN_PATTERN.test(`JTMHV05J60412345${letter}`)).toBe(false);
    expect(normaliseVin("jtm-hv05 j604123456")).toBe("JTMHV05J604123456");
    expect(INVALID_VIN).toMatch(/17/);
  });
});

describe("vehicle and details", () => {
  it("a vehicle needs year, make and model; years from 1950", () => {
    expect(vehicleIdentitySchema.safeParse({ year: "2019", make: "Toyota", model: "Corolla" }).success).toBe(true);
    expect(vehicleIdentitySchema.safeParse({ year: 1949, make: "Toyota", model: "Corolla" }).success).toBe(false);
    expect(vehicleIdentitySchema.safeParse({ year: 1950, make: "Toyota", model: "Corolla" }).success).toBe(true);
    expect(vehicleIdentitySchema.safeParse({ year: 2019, make: " ", model: "Corolla" }).success).toBe(false);
    expect(newestYear(new Date("2026-11-23T00:00:00Z"))).toBe(2027);
  });

  it("odometer 0 to 2,000,000 whole; condition from the list", () => {
    const ok = (odometer: unknown, condition = "Good") => vehicleDetailsSchema.safeParse({ odometer, condition }).success;
    expect([ok(0), ok(MAX_ODOMETER), ok(MAX_ODOMETER + 1), ok(-1), ok(1.5), ok("1e309"), ok(50_000, "Mint")]).toEqual([true, true, false, false, false, false, false]);
  });
});

describe("which dealership's valuation switches apply", () => {
  const dealer = (id: number, four: boolean, reject: boolean) => ({ id, slug: `d${id}`, four_step_valuation_form: four, enable_valuation_offer_rejection: reject }) as Dealership;
  const group = [dealer(1, true, false), dealer(8, false, true)];
  it("the car's dealership, else the site's one dealership, else off", () => {
    expect(valuationOptions(group, group, { dealership_id: 8 })).toEqual({ fourStep: false, offerRejection: true, dealershipSlug: "d8" });
    expect(valuationOptions([group[0]], group, null)).toEqual({ fourStep: true, offerRejection: false, dealershipSlug: "d1" });
    expect(valuationOptions(group, group, null)).toEqual({ fourStep: false, offerRejection: false, dealershipSlug: null });
    expect(valuationOptions(group, group, { dealership_id: 99 })).toEqual({ fourStep: false, offerRejection: false, dealershipSlug: null });
  });
});

describe("how a result reads", () => {
  it("a range, and what it rests on; a decline has no range", () => {
    const priced = { kind: "priced", low: 12_300, high: 15_800, guide: 14_000, currency: "AUD", source: "stock", comparables: 5 } as const;
    expect(rangeText(priced)).toBe("$12,300 – $15,800");
    expect(basisText(priced)).toBe("Based on 5 comparable cars in our stock");
    expect(basisText({ ...priced, comparables: 1 })).toBe("Based on 1 comparable car in our stock");
    expect(basisText({ ...priced, source: "autograb", comparables: null })).toBe("From an independent valuation service");
    expect(rangeText({ kind: "declined", reason: "too-few-comparables", source: "stock", comparables: 2 })).toBeNull();
  });
});
