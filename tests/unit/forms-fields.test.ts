import { describe, expect, it } from "vitest";
import {
  cardExpiryRule,
  cardNumberRule,
  cleanText,
  dateOfBirthRule,
  dateRule,
  dateTimeRule,
  emailRule,
  fileProblem,
  isEmptyFile,
  isFileLike,
  licenceRule,
  nameRule,
  normaliseCardExpiry,
  normaliseName,
  normaliseRego,
  parseAmount,
  parseDate,
  parseDecimal,
  parseLocalDateTime,
  parseWholeNumber,
  postcodeRule,
  regoRule,
} from "~/lib/forms/fields";
import { wallClock } from "~/lib/dates";
import { formatBytes, groupThousands, tooLong } from "~/lib/forms/messages";

const NOW = new Date("2025-06-15T02:00:00Z"); // Perth 10:00, Brisbane 12:00, Auckland 14:00 on 15 June
const now = () => NOW;

describe("cleanText", () => {
  it.each([
    ["  hello  ", "hello"],
    ["", undefined],
    ["   ", undefined],
    ["\t\n", undefined],
    ["a\u0000b", "ab"], // PostgreSQL text cannot hold NUL
    ["line 1\nline 2", "line 1\nline 2"],
    ["Zoe\u0308", "Zoë"], // NFC
    [null, undefined],
    [undefined, undefined],
    [42, "42"],
  ])("%j → %j", (input, expected) => {
    expect(cleanText(input)).toBe(expected);
  });

  it("leaves what is not text for the schema to refuse", () => {
    const obj = { a: 1 };
    expect(cleanText(obj)).toBe(obj);
    expect(cleanText(Number.NaN)).toBeNaN();
  });
});

describe("email: case-insensitive pattern, message 'invalid email address'", () => {
  it.each([
    "a@b.co",
    "John.Smith@Example.COM",
    "JOHN@EXAMPLE.COM.AU",
    "first+tag@sub.domain.com.au",
    "o'brien@example.com",
    "x_y-z@example.nz",
    "a@xn--80ak6aa92e.com",
  ])("accepts %j", (v) => {
    expect(emailRule(v)).toBeNull();
  });

  it.each([
    "plainaddress",
    "@example.com",
    "a@",
    "a@b",
    "a@b.c",
    "a..b@c.com",
    ".a@c.com",
    "a.@c.com",
    "a b@c.com",
    "a@-b.com",
    "a@b.com.",
    "a@b..com",
    "<script>@x.com",
    "a@b.com'; DROP TABLE leads;--",
    "zoë@example.com",
    "😀@example.com",
    "a@b.com\n",
  ])("refuses %j", (v) => {
    expect(emailRule(v)).toBe("invalid email address");
  });
});

describe("name parts: letters and spaces only (Unicode letters)", () => {
  it.each(["John", "Mary Jane", "Zoë", "José", "Hēmi", "Māori Te Rangi", "Renée", "Łukasz", "Nguyễn", "李", "Zoe\u0308"])(
    "accepts %j",
    (v) => {
      expect(nameRule(v)).toBeNull();
    },
  );

  it.each([
    ["O'Brien", "apostrophes are not letters (spec: letters and spaces only)"],
    ["Mary-Jane", "hyphens are not letters"],
    ["J.", "dots"],
    ["John2", "digits"],
    ["😀", "emoji"],
    ["Bob 😀", "emoji among letters"],
    ["<b>Bob</b>", "HTML"],
    ["Robert'); DROP TABLE leads;--", "SQL"],
    ["   ", "spaces only"],
  ])("refuses %j (%s)", (v) => {
    expect(nameRule(v)).toBe("Please use alphabetical characters only.");
  });
});

describe("normaliseName: if first_name is present and name is empty or 'undefined undefined', name becomes first_name", () => {
  it.each([
    [{ first_name: "Ann" }, "Ann"],
    [{ first_name: "Ann", name: "" }, "Ann"],
    [{ first_name: "Ann", name: "   " }, "Ann"],
    [{ first_name: "Ann", name: "undefined undefined" }, "Ann"],
    [{ first_name: "Ann", name: null }, "Ann"],
    [{ first_name: "Ann", name: "Bea" }, "Bea"],
    [{ first_name: "", name: "" }, ""],
    [{ name: "undefined undefined" }, "undefined undefined"],
    [{ first_name: "  ", name: "undefined undefined" }, "undefined undefined"],
  ])("%j → name %j", (values, name) => {
    expect(normaliseName(values as Record<string, unknown>).name).toBe(name);
  });

  it("does not change its argument", () => {
    const values = { first_name: "Ann", name: "" };
    normaliseName(values);
    expect(values.name).toBe("");
  });
});

describe("postcode: exactly 4 digits", () => {
  const rule = postcodeRule("en-AU");
  it.each(["4000", "0800", "2000"])("accepts %j", (v) => expect(rule(v)).toBeNull());
  it.each(["400", "40000", "40a0", "four", "４０００", "40 00", "-400", "4e03"])("refuses %j", (v) => {
    expect(rule(v)).toBe("Invalid postcode. Please enter a 4-digit number.");
  });
  it("NZ uses the same 4-digit rule", () => {
    expect(postcodeRule("en-NZ")("6011")).toBeNull();
    expect(postcodeRule("en-NZ")("60111")).toBe("Invalid postcode. Please enter a 4-digit number.");
  });
  it("US sites ask for a 5-digit ZIP code (our deviation)", () => {
    expect(postcodeRule("en-US")("90210")).toBeNull();
    expect(postcodeRule("en-US")("9021")).toBe("Invalid ZIP code. Please enter a 5-digit number.");
  });
});

describe("rego: 1 to 9 letters or digits, upper-cased", () => {
  it.each([
    ["abc123", "ABC123"],
    ["ABC 123", "ABC123"],
    ["abc-123", "ABC123"],
    ["1", "1"],
    ["xyz.12a", "XYZ12A"],
    ["123456789", "123456789"],
  ])("accepts %j as %j", (v, normalised) => {
    expect(regoRule(v)).toBeNull();
    expect(normaliseRego(v)).toBe(normalised);
  });
  it.each(["1234567890", "ABC_123", "ÄBC123", "😀", "<b>", "A'B"])("refuses %j", (v) => {
    expect(regoRule(v)).toBe("Invalid registration. Please use up to 9 letters and numbers.");
  });
});

describe("licence number", () => {
  it("accepts letters and digits up to 15", () => {
    expect(licenceRule("12 345 678")).toBeNull();
    expect(licenceRule("ab-1234")).toBeNull();
    expect(licenceRule("1234567890123456")).toMatch(/licence/);
  });
});

describe("card number and expiry", () => {
  it("checks the Luhn digit", () => {
    expect(cardNumberRule("4242 4242 4242 4242")).toBeNull();
    expect(cardNumberRule("4242-4242-4242-4241")).toBe("Invalid card number.");
    expect(cardNumberRule("4242")).toBe("Invalid card number.");
  });
  it("expiry is MM/YY, this month or later", () => {
    const rule = cardExpiryRule(now);
    expect(rule("06/25")).toBeNull();
    expect(rule("12 / 2030")).toBeNull();
    expect(rule("05/25")).toBe("This card has expired.");
    expect(rule("13/26")).toBe("Invalid expiry date. Please use MM/YY.");
    expect(rule("1/26")).toBe("Invalid expiry date. Please use MM/YY.");
    expect(normaliseCardExpiry("12/2030")).toBe("12/30");
  });
});

describe("dates", () => {
  it.each([
    ["2025-02-28", "en-AU", "2025-02-28"],
    ["28/02/2025", "en-AU", "2025-02-28"],
    ["1/2/2025", "en-NZ", "2025-02-01"],
    ["1/2/2025", "en-US", "2025-01-02"],
    ["2025-02-29", "en-AU", null],
    ["31/04/2025", "en-AU", null],
    ["2025-13-01", "en-AU", null],
    ["yesterday", "en-AU", null],
  ] as const)("parseDate(%j, %s) → %j", (v, locale, iso) => {
    expect(parseDate(v, locale)).toBe(iso);
  });

  it("expiry date is any real date", () => {
    expect(dateRule("en-AU")("2020-01-01")).toBeNull();
    expect(dateRule("en-AU")("2020-02-30")).toBe("Please enter a valid date.");
  });

  it("date of birth: a real date from 1900 to today", () => {
    const rule = dateOfBirthRule("en-AU", now);
    expect(rule("15/06/1990")).toBeNull();
    expect(rule("2025-06-15")).toBeNull();
    expect(rule("2025-06-17")).toBe("Please enter a valid date of birth.");
    expect(rule("1899-12-31")).toBe("Please enter a valid date of birth.");
  });
});

describe("date-time (test drive): ISO local date-time not in the past", () => {
  it.each([
    ["2025-06-15T09:30", "2025-06-15T09:30"],
    ["2025-06-15 09:30", "2025-06-15T09:30"],
    ["2025-06-15T09:30:45", "2025-06-15T09:30"],
    ["2025-06-15T24:00", null],
    ["2025-02-30T10:00", null],
    ["15/06/2025 10:00", null],
  ])("parseLocalDateTime(%j) → %j", (v, expected) => {
    expect(parseLocalDateTime(v)).toBe(expected);
  });

  it("reads now in the site's time zone", () => {
    expect(wallClock(NOW, "Australia/Brisbane")).toBe("2025-06-15T12:00");
    expect(wallClock(NOW, "Australia/Perth")).toBe("2025-06-15T10:00");
    const brisbane = dateTimeRule("Australia/Brisbane", now);
    expect(brisbane("2025-06-15T12:00")).toBeNull();
    expect(brisbane("2025-06-16T08:00")).toBeNull();
    expect(brisbane("2025-06-15T11:59")).toBe("Please choose a date and time that is not in the past.");
    expect(brisbane("not a date")).toBe("Please enter a valid date and time.");
  });

  it("an unknown zone falls back to UTC instead of failing", () => {
    expect(dateTimeRule("Mars/Olympus", now)("2025-06-15T02:00")).toBeNull();
    expect(dateTimeRule("Mars/Olympus", now)("2025-06-15T01:59")).toMatch(/past/);
  });
});

describe("number parsers", () => {
  it.each([
    ["12345", 12345],
    ["12,345", 12345],
    ["12 345", 12345],
    ["-5", null],
    ["1.5", null],
    ["1e3", null],
    ["", null],
    ["0x10", null],
  ])("parseWholeNumber(%j) → %j", (v, n) => {
    expect(parseWholeNumber(v)).toBe(n);
  });

  it.each([
    ["$12,345.50", 12345.5],
    ["12345", 12345],
    ["$ 200", 200],
    [".5", 0.5],
    ["-200", null],
    ["12.345", null],
    ["$", null],
    ["Infinity", null],
  ])("parseAmount(%j) → %j", (v, n) => {
    expect(parseAmount(v)).toBe(n);
  });

  it.each([
    ["-3.5", -3.5],
    ["1,000.25", 1000.25],
    ["abc", null],
    ["NaN", null],
  ])("parseDecimal(%j) → %j", (v, n) => {
    expect(parseDecimal(v)).toBe(n);
  });
});

describe("file metadata", () => {
  const limits = { maxBytes: 5 * 1024 * 1024, accept: ["image/*", ".pdf"] };
  it("accepts a file within the limits", () => {
    expect(fileProblem({ name: "car.jpg", size: 1000, type: "image/jpeg" }, limits)).toBeNull();
    expect(fileProblem({ name: "Form.PDF", size: 1000, type: "" }, limits)).toBeNull();
  });
  it("refuses a large file with a clear message", () => {
    expect(fileProblem({ name: "car.jpg", size: 5 * 1024 * 1024 + 1, type: "image/jpeg" }, limits)).toBe(
      "File is too large. Maximum size is 5 MB.",
    );
  });
  it("refuses a type not allowed", () => {
    expect(fileProblem({ name: "run.exe", size: 10, type: "application/x-msdownload" }, limits)).toBe(
      "File type not allowed. Allowed types: image/*, .pdf.",
    );
  });
  it("knows a File and an empty file input", () => {
    expect(isFileLike(new File(["x"], "a.txt", { type: "text/plain" }))).toBe(true);
    expect(isEmptyFile(new File([], ""))).toBe(true);
    expect(isFileLike("a.txt")).toBe(false);
    expect(isFileLike({ name: "a", size: -1, type: "" })).toBe(false);
  });
});

describe("message helpers", () => {
  it("formats sizes and counts", () => {
    expect(formatBytes(5 * 1024 * 1024)).toBe("5 MB");
    expect(formatBytes(1.5 * 1024 * 1024)).toBe("1.5 MB");
    expect(formatBytes(500)).toBe("500 bytes");
    expect(groupThousands(10_000)).toBe("10,000");
    expect(tooLong(10_000)).toBe("Please use no more than 10,000 characters.");
  });
});
