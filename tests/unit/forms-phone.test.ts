import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { propertyRuns } from "./support/property-runs";
import {
  E164_EXAMPLES,
  TEST_PHONE_NUMBER,
  formatPhoneForDisplay,
  normalisePhone,
  phoneKindFor,
  phoneRule,
  toE164,
  type PhoneKind,
} from "~/lib/forms/phone";

const AU = "Invalid phone number. Must be an Australian number.";
const AU_MOBILE = "Invalid phone number. Must be an Australian mobile number.";
const US = "Invalid phone number. Must be a US number.";
const NZ = "Invalid phone number. Must be a New Zealand number.";
const TOO_MANY = "Invalid phone number. Too many characters.";

describe("normalisePhone: spaces and brackets are removed; +61, 0061, +64, 0064 become a leading 0", () => {
  it.each([
    ["0412 345 678", "0412345678"],
    ["(07) 3123 4567", "0731234567"],
    ["[07] 3123 4567", "0731234567"],
    ["+61 412 345 678", "0412345678"],
    ["0061 412 345 678", "0412345678"],
    ["+64 21 123 4567", "0211234567"],
    ["0064 21 123 4567", "0211234567"],
    ["+61 (0)7 3123 4567", "0731234567"],
    ["0412-345-678", "0412345678"],
    ["  0412.345.678  ", "0412345678"],
    ["0412\u00a0345\u00a0678", "0412345678"],
    ["+1 202 555 0123", "+12025550123"],
    ["", ""],
  ])("%j → %j", (raw, expected) => {
    expect(normalisePhone(raw)).toBe(expected);
  });

  it("is idempotent", () => {
    fc.assert(fc.property(fc.string(), (s) => normalisePhone(normalisePhone(s)) === normalisePhone(s)), { numRuns: propertyRuns() });
  });
});

describe("phoneRule('au'): Australian default", () => {
  const rule = phoneRule("au");
  it.each([
    "0212345678",
    "0312345678",
    "0412345678",
    "0512345678",
    "0712345678",
    "0812345678",
    "(02) 9876 5432",
    "+61 7 3123 4567",
    "0061 412 345 678",
    "021 123 4567", // NZ prefixes, allowed by the general pattern
    "09 123 4567",
    "+64 21 123 4567",
    "+44 7911 123456", // UK 44 numbers
    "0044 20 7946 0958",
  ])("accepts %j", (value) => {
    expect(rule(value)).toBeNull();
  });

  it.each([
    "0112345678",
    "12345678",
    "0012345678",
    "04123456789012",
    "0412abc678",
    "abc",
    "+1 202 555 0123",
    "😀",
    "0412345678' OR 1=1 --",
    "<script>alert(1)</script>",
    "000",
    "1".repeat(10_000),
  ])("refuses %j with the Australian message", (value) => {
    expect(rule(value)).toBe(AU);
  });
});

describe("phoneRule('au-mobile'): 04 plus 8 digits or +614 plus 8 digits", () => {
  const rule = phoneRule("au-mobile");
  it.each(["0412345678", "0412 345 678", "+61412345678", "+61 412 345 678", "0061412345678"])("accepts %j", (v) => {
    expect(rule(v)).toBeNull();
  });
  it.each(["0712345678", "041234567", "04123456789", "+64211234567", "+6141234567", "0400 000 00a", ""])(
    "refuses %j with the mobile message",
    (v) => {
      expect(rule(v)).toBe(AU_MOBILE);
    },
  );
});

describe("phoneRule('us'): 10 digits with optional leading 1", () => {
  const rule = phoneRule("us");
  it.each(["2025550123", "(202) 555-0123", "1 202 555 0123", "+1 202 555 0123", "12025550123"])("accepts %j", (v) => {
    expect(rule(v)).toBeNull();
  });
  it.each(["202555012", "22025550123", "555-0123", "+44 7911 123456", "202555012a"])("refuses %j", (v) => {
    expect(rule(v)).toBe(US);
  });
});

describe("phoneRule('nz'): 0[2,3,4,6,7,9] plus 7 to 9 digits, under 15 characters", () => {
  const rule = phoneRule("nz");
  it.each(["021 123 4567", "09 123 4567", "03 1234567", "+64 21 123 4567", "0064 9 123 4567", "0211234567"])(
    "accepts %j",
    (v) => {
      expect(rule(v)).toBeNull();
    },
  );
  it.each(["0512345678", "01 123 4567", "021 123", "0211234567890", "0800 123 456", "tel: 021"])("refuses %j", (v) => {
    expect(rule(v)).toBe(NZ);
  });
  it("15 characters or more (after removing spaces) is 'Too many characters.'", () => {
    expect(rule("021123456789012")).toBe(TOO_MANY);
    expect(rule("02112345678901")).toBe(NZ); // 14 characters: under 15, just not an NZ number
    expect(rule("+64 21 123 4567")).toBeNull(); // 15 typed characters, 10 once normalised
  });
});

describe("the test number", () => {
  it("is '0400000000' and passes every rule", () => {
    expect(TEST_PHONE_NUMBER).toBe("0400000000");
    for (const kind of ["au", "au-mobile", "nz", "us"] as PhoneKind[]) {
      expect(phoneRule(kind)(TEST_PHONE_NUMBER)).toBeNull();
      expect(phoneRule(kind)("0400 000 000")).toBeNull();
    }
  });
});

describe("phoneKindFor", () => {
  it.each([
    ["en-AU", false, "au"],
    ["en-AU", true, "au-mobile"],
    ["en-NZ", false, "nz"],
    ["en-NZ", true, "nz"],
    ["en-US", false, "us"],
    ["en-US", true, "us"],
  ] as const)("%s mobileOnly=%s → %s", (locale, mobileOnly, kind) => {
    expect(phoneKindFor(locale, mobileOnly)).toBe(kind);
  });
});

describe("formatPhoneForDisplay: groups 8 digits as 2-3-3", () => {
  it.each([
    ["12345678", "12 345 678"],
    ["12 34 56 78", "12 345 678"],
    ["0412345678", "0412 345 678"],
    ["+61412345678", "0412 345 678"],
    ["0731234567", "(07) 3123 4567"],
    ["1300123456", "1300 123 456"],
    ["2025550123", "(202) 555-0123"],
    ["+1 202 555 0123", "(202) 555-0123"],
    [" abc ", "abc"],
  ])("%j → %j", (raw, shown) => {
    expect(formatPhoneForDisplay(raw)).toBe(shown);
  });
});

describe("toE164 (chat and contact phone)", () => {
  it.each([
    ["0412 345 678", "AU", "+61412345678"],
    ["(04) 1234-5678", "AU", "+61412345678"],
    ["+61 412 345 678", "AU", "+61412345678"],
    ["(202) 555-0123", "US", "+12025550123"],
    ["1-202-555-0123", "US", "+12025550123"],
    ["+1 202 555 0123", "US", "+12025550123"],
    ["2025550123", "US", "+12025550123"],
  ] as const)("%j (%s) → %j", (raw, country, value) => {
    expect(toE164(raw, country)).toEqual({ ok: true, value });
  });

  it.each(["0731234567", "", "12345", "04123", "+44 7911 123456", "😀"])("AU %j → the spec's error", (raw) => {
    expect(toE164(raw, "AU")).toEqual({ ok: false, message: "Invalid Australian mobile number format (E.164 required)" });
  });

  it.each(["555-0123", "", "123456789012", "abc"])("US %j → the spec's error", (raw) => {
    expect(toE164(raw, "US")).toEqual({ ok: false, message: "Invalid US phone number format (E.164 required)" });
  });

  it("the example numbers are valid", () => {
    expect(toE164(E164_EXAMPLES.AU, "AU")).toEqual({ ok: true, value: "+61412345678" });
    expect(toE164(E164_EXAMPLES.US, "US")).toEqual({ ok: true, value: "+12025550123" });
  });

  it("every success is + then 1 to 15 digits", () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom("AU" as const, "US" as const), (raw, country) => {
        const r = toE164(raw, country);
        return !r.ok || /^\+\d{1,15}$/.test(r.value);
      }),
      { numRuns: propertyRuns() },
    );
  });
});
