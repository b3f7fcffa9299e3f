import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { propertyRuns } from "./support/property-runs";
import { HONEYPOT_FIELD, MAX_LEAD_FIELDS, honeypotTripped } from "~/lib/forms/lead-payload";
import { buildLeadPayloadSchema, fieldErrorsOf } from "~/lib/forms/schema";

const NOW = new Date("2025-06-15T02:00:00Z");
const schema = buildLeadPayloadSchema({ now: () => NOW });

const lead = {
  name: "Aroha",
  last_name: "Ngata",
  email: "aroha@example.com",
  phone: "0412 345 678",
  message: "Is the Hilux still available?",
  category: "Used Vehicle Enquiry",
  dealership_slug: "city-toyota",
  website_slug: "city-toyota",
  url: "/cars/2019-toyota-hilux-sr5",
  car_id: "1234",
  location_id: 3,
  car_type: "Used",
  opt_in: "true",
  terms_conditions: true,
  Rego: "abc 123",
  postcode: "4000",
  year: "2019",
  lead_attributes: { visited_pages: ["/", "/cars/2019-toyota-hilux-sr5"], linked_query_params: { utm_source: "google" } },
  additional_services: "Tint",
  "Best Deal": "yes",
};

function errors(body: unknown) {
  const r = schema.safeParse(body);
  return r.success ? {} : fieldErrorsOf(r.error);
}

describe("POST /api/leads body {lead: {...}}", () => {
  it("accepts a lead and cleans it", () => {
    const r = schema.safeParse({ lead });
    expect(r.success).toBe(true);
    if (!r.success) return;
    expect(r.data.lead).toMatchObject({
      name: "Aroha",
      phone: "0412345678",
      source: "Website",
      car_id: 1234,
      location_id: 3,
      car_type: "used",
      opt_in: true,
      Rego: "ABC123",
      year: 2019,
      additional_services: ["Tint"],
      "Best Deal": "Yes",
    });
  });

  it("source is always 'Website'", () => {
    const r = schema.safeParse({ lead: { ...lead, source: "Carsales" } });
    expect(r.success && r.data.lead.source).toBe("Website");
  });

  it("needs the lead object", () => {
    const missing = "The request body must be a JSON object {lead: {...}}.";
    expect(errors({})).toEqual({ lead: [missing] });
    expect(errors({ lead: "x" })).toEqual({ lead: [missing] });
    expect(errors([])).toEqual({ "": [missing] });
    expect(errors(null)).toEqual({ "": [missing] });
  });

  it("category must be one of the spec's lead categories (any case)", () => {
    expect(errors({ lead: { ...lead, category: "Spam" } })).toEqual({ "lead.category": ["Unknown lead category."] });
    expect(errors({ lead: { ...lead, category: undefined } })).toEqual({ "lead.category": ["*This is a required field."] });
    const r = schema.safeParse({ lead: { ...lead, category: "test drive booking used" } });
    expect(r.success && r.data.lead.category).toBe("Test Drive Booking Used");
  });

  it("a complete lead needs a name and an email or phone", () => {
    expect(errors({ lead: { category: "General" } })).toEqual({
      "lead.name": ["*This is a required field."],
      "lead.email": ["Please give an email address or a phone number."],
    });
    expect(errors({ lead: { category: "General", name: "Ann", phone: "0412345678" } })).toEqual({});
    expect(errors({ lead: { category: "General", first_name: "Ann", name: "undefined undefined", email: "a@b.co" } })).toEqual({});
  });

  it("a partial save ('Incomplete', form_completed false) needs only the category", () => {
    expect(errors({ lead: { category: "Finance", lead_status: "Incomplete", form_completed: false, step: 1 } })).toEqual({});
    expect(errors({ lead: { category: "Finance", form_completed: "false" } })).toEqual({});
  });

  it.each([
    ["email", "nope", "invalid email address"],
    ["name", "O'Brien", "Please use alphabetical characters only."],
    ["last_name", "<script>", "Please use alphabetical characters only."],
    ["phone", "12345", "Invalid phone number. Must be an Australian number."],
    ["postcode", "40000", "Invalid postcode. Please enter a 4-digit number."],
    ["Rego", "ABCDEFGHIJ", "Invalid registration. Please use up to 9 letters and numbers."],
    ["url", "javascript:alert(1)", "Please give a page address starting with / or http(s)://."],
    ["url", "//evil.example", "Please give a page address starting with / or http(s)://."],
    ["dealership_slug", "a b", "Please use letters, numbers, hyphens and underscores only."],
    ["car_id", "12abc", "Please give a whole number id."],
    ["car_id", -1, "Please give a whole number id."],
    ["location_id", 1.5, "Please give a whole number id."],
    ["car_type", "vintage", "car_type must be new, used or demo."],
    ["opt_in", "maybe", "Please give true or false."],
    ["year", "2027", "Please enter a 4-digit year from 1900 to next year."],
    ["month", 13, "month must be 1 to 12."],
    ["Best Finance", "Maybe", "Please answer Yes or No."],
  ])("%s = %j → %j", (field, value, message) => {
    expect(errors({ lead: { ...lead, [field]: value } })).toEqual({ [`lead.${field}`]: [message] });
  });

  it("1 MB strings are refused with a clear message", () => {
    const mb = "x".repeat(1_000_000);
    expect(errors({ lead: { ...lead, message: mb } })).toEqual({ "lead.message": ["Please use no more than 10,000 characters."] });
    expect(errors({ lead: { ...lead, name: mb } })).toEqual({ "lead.name": ["Please use no more than 200 characters."] });
    expect(errors({ lead: { ...lead, user_agent: mb } })).toEqual({ "lead.user_agent": ["Please use no more than 1,000 characters."] });
    expect(errors({ lead: { ...lead, custom_field: mb } })).toEqual({ "lead.custom_field": ["Please use no more than 10,000 characters."] });
  });

  it("keeps the form's other fields when bounded", () => {
    const r = schema.safeParse({ lead: { ...lead, "Trade-in Make": "Mazda", odometer: 120000, has_trade: true, extras: ["a", "b"] } });
    expect(r.success && r.data.lead).toMatchObject({ "Trade-in Make": "Mazda", odometer: 120000, has_trade: true, extras: ["a", "b"] });
    expect(errors({ lead: { ...lead, nested: { a: 1 } } })).toHaveProperty(["lead.nested"]);
  });

  it(`refuses more than ${MAX_LEAD_FIELDS} fields`, () => {
    const many = Object.fromEntries(Array.from({ length: MAX_LEAD_FIELDS + 1 }, (_, i) => [`f${i}`, "x"]));
    expect(errors({ lead: { ...lead, ...many } })).toEqual({ lead: ["Too many fields: at most 200 are accepted."] });
  });

  it("bounds visited pages to 50 (the spec's limit)", () => {
    const pages = Array.from({ length: 51 }, (_, i) => `/p${i}`);
    expect(errors({ lead: { ...lead, lead_attributes: { visited_pages: pages } } })).toEqual({
      "lead.lead_attributes.visited_pages": ["Please choose no more than 50."],
    });
  });

  it("uses the site's phone and postcode rules", () => {
    const us = buildLeadPayloadSchema({ locale: "en-US", now: () => NOW });
    const r = us.safeParse({ lead: { ...lead, phone: "(202) 555-0123", postcode: "90210" } });
    expect(r.success).toBe(true);
    const mobile = buildLeadPayloadSchema({ locale: "en-AU", mobileOnly: true });
    const m = mobile.safeParse({ lead: { ...lead, phone: "0731234567" } });
    expect(!m.success && fieldErrorsOf(m.error)).toEqual({
      "lead.phone": ["Invalid phone number. Must be an Australian mobile number."],
    });
  });

  it("never throws, whatever the body", () => {
    fc.assert(
      fc.property(fc.anything(), fc.dictionary(fc.string(), fc.anything()), (body, leadish) => {
        schema.safeParse(body);
        schema.safeParse({ lead: leadish });
        schema.safeParse({ lead: { ...lead, ...leadish } });
        return true;
      }),
      { numRuns: propertyRuns(300) },
    );
  });
});

describe("the favourite_color honeypot", () => {
  it("is named favourite_color and tripped by any text", () => {
    expect(HONEYPOT_FIELD).toBe("favourite_color");
    expect(honeypotTripped({ favourite_color: "blue" })).toBe(true);
    expect(honeypotTripped({ favourite_color: " " })).toBe(false);
    expect(honeypotTripped({})).toBe(false);
  });

  it("is tripped by any non-empty value in any occurrence: numbers, booleans, lists, objects", () => {
    for (const value of [5, 0, -1, true, false, ["", "blue"], [0], { a: "b" }, { a: { b: 1 } }, "\u0000"]) {
      expect(honeypotTripped({ favourite_color: value }), JSON.stringify(value)).toBe(true);
    }
    for (const value of ["", "  \n", null, undefined, [], [""], ["", " "], {}, { a: "" }]) {
      expect(honeypotTripped({ favourite_color: value }), JSON.stringify(value)).toBe(false);
    }
  });

  it("reads every occurrence of a repeated form field, and an uploaded file", () => {
    const form = new FormData();
    form.append("favourite_color", "");
    form.append("favourite_color", "blue");
    expect(honeypotTripped(form)).toBe(true);
    const empty = new FormData();
    empty.append("favourite_color", "");
    empty.append("favourite_color", " ");
    expect(honeypotTripped(empty)).toBe(false);
    const file = new FormData();
    file.append("favourite_color", new File(["x"], "x.txt"));
    expect(honeypotTripped(file)).toBe(true);
  });

  it("never reads an inherited property", () => {
    expect(honeypotTripped(Object.create({ favourite_color: "blue" }))).toBe(false);
  });

  it("does not make the body invalid (the action decides what a bot sees)", () => {
    expect(errors({ lead: { ...lead, favourite_color: "blue" } })).toEqual({});
  });
});

describe("a site that shows the terms box (forms.show_terms): the API asks what the form asks", () => {
  const withTerms = buildLeadPayloadSchema({ now: () => NOW, termsRequired: true });
  const termsErrors = (body: Record<string, unknown>, s = withTerms) => {
    const r = s.safeParse({ lead: body });
    return r.success ? undefined : fieldErrorsOf(r.error)["lead.terms_conditions"];
  };
  it.each([true, "true", "yes", "on"])("terms_conditions %s is agreement", (value) => {
    expect(termsErrors({ ...lead, terms_conditions: value })).toBeUndefined();
  });
  it.each([false, "false", undefined])("terms_conditions %s: the form's message", (value) => {
    expect(termsErrors({ ...lead, terms_conditions: value })).toEqual(["* You must agree to the terms of use before submitting the form."]);
  });
  it("a partial lead (a step before the last) need not agree yet; a site without the box never asks", () => {
    expect(termsErrors({ ...lead, terms_conditions: undefined, form_completed: false })).toBeUndefined();
    expect(termsErrors({ ...lead, terms_conditions: undefined }, schema)).toBeUndefined();
  });
});
