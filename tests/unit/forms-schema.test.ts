import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { propertyRuns } from "./support/property-runs";
import { z } from "zod";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { CONTACT_ENQUIRY_TYPES } from "~/lib/forms/categories";
import { type FieldDeclaration, type FormDeclaration, REQUEST_PHOTOS_DEFAULT_MESSAGE } from "~/lib/forms/declaration";
import {
  type BuildFormSchemaOptions,
  buildFormSchema,
  buildFormSchemaParts,
  fieldErrorsOf,
} from "~/lib/forms/schema";

const REQUIRED = "*This is a required field.";
const NOW = new Date("2025-06-15T02:00:00Z"); // 12:00 in Brisbane
const AU: BuildFormSchemaOptions = { locale: "en-AU", now: () => NOW, timeZone: "Australia/Brisbane" };

const f = (field: Partial<FieldDeclaration> & Pick<FieldDeclaration, "type" | "name">) =>
  ({ label: field.name, ...field }) as FieldDeclaration;

const enquiry: FormDeclaration = {
  id: "enquiry",
  category: "General",
  submitText: "Enquire Now",
  steps: [
    {
      heading: "Enquire",
      fields: [
        f({ type: "select", name: "category", options: [...CONTACT_ENQUIRY_TYPES] }),
        f({ type: "string", name: "name" }),
        f({ type: "string", name: "middle_name" }),
        f({ type: "string", name: "last_name" }),
        f({ type: "email", name: "email" }),
        f({ type: "phone", name: "phone" }),
        f({ type: "postcode", name: "postcode" }),
        f({ type: "textarea", name: "message" }),
        f({ type: "rego", name: "Rego" }),
        f({ type: "opt-in", name: "opt_in" }),
        f({ type: "button", name: "intent", value: "enquire" }),
      ],
    },
  ],
};

const good = {
  category: "Service",
  name: "Zoë",
  last_name: "Ngata",
  email: "zoe@example.co.nz",
  phone: "0412 345 678",
  postcode: "4000",
  message: "Is it still available?",
};

function errors(schema: z.ZodTypeAny, values: unknown) {
  const r = schema.safeParse(values);
  return r.success ? {} : fieldErrorsOf(r.error);
}

describe("a single-step enquiry form", () => {
  const schema = buildFormSchema(enquiry, AU);

  it("accepts good values, cleaned", () => {
    const r = schema.safeParse({ ...good, name: "  Zoë  ", Rego: "abc 123", opt_in: "on", extra: "dropped" });
    expect(r.success && r.data).toEqual({
      ...good,
      phone: "0412345678",
      Rego: "ABC123",
      opt_in: true,
    });
  });

  it("every required field says '*This is a required field.' when missing, empty or only spaces", () => {
    for (const blank of [undefined, "", "   ", "\n\t", null]) {
      const values = Object.fromEntries(Object.keys(good).map((k) => [k, blank]));
      expect(errors(schema, values)).toEqual(Object.fromEntries(Object.keys(good).map((k) => [k, [REQUIRED]])));
    }
  });

  it("optional fields may be left empty ('' is not given)", () => {
    const r = schema.safeParse({ ...good, middle_name: "", Rego: " ", opt_in: "" });
    expect(r.success).toBe(true);
    if (r.success) {
      expect(r.data.middle_name).toBeUndefined();
      expect(r.data.Rego).toBeUndefined();
      expect(r.data.opt_in).toBe(false);
    }
  });

  it.each([
    ["email", "not-an-email", "invalid email address"],
    ["email", "ZOE@EXAMPLE.COM", null],
    ["name", "O'Brien", "Please use alphabetical characters only."],
    ["last_name", "Smith-Jones", "Please use alphabetical characters only."],
    ["middle_name", "J.", "Please use alphabetical characters only."],
    ["name", "Hēmi", null],
    ["name", "Bob 😀", "Please use alphabetical characters only."],
    ["postcode", "400", "Invalid postcode. Please enter a 4-digit number."],
    ["postcode", "40000", "Invalid postcode. Please enter a 4-digit number."],
    ["postcode", "40 00", "Invalid postcode. Please enter a 4-digit number."],
    ["phone", "12345", "Invalid phone number. Must be an Australian number."],
    ["phone", "(07) 3123 4567", null],
    ["phone", "0400000000", null],
    ["Rego", "TOOLONG1234", "Invalid registration. Please use up to 9 letters and numbers."],
    ["category", "Spam", "Please choose one of the options."],
    ["category", "General", null],
    ["message", "Robert'); DROP TABLE leads;--", null],
    ["message", "<script>alert('x')</script>", null],
    ["message", "Call me 😀 after 5", null],
  ])("%s = %j → %j", (field, value, message) => {
    expect(errors(schema, { ...good, [field]: value })).toEqual(message ? { [field]: [message] } : {});
  });

  it("keeps text as typed (escaping is the renderer's job)", () => {
    const r = schema.safeParse({ ...good, message: "<b>hi</b> ' OR 1=1 --" });
    expect(r.success && r.data.message).toBe("<b>hi</b> ' OR 1=1 --");
  });

  it("a 10 kB string gets one clear message, never the field rule as well", () => {
    const huge = "a".repeat(10_240);
    expect(errors(schema, { ...good, name: huge })).toEqual({ name: ["Please use no more than 200 characters."] });
    expect(errors(schema, { ...good, email: huge })).toEqual({ email: ["Please use no more than 254 characters."] });
    expect(errors(schema, { ...good, phone: huge })).toEqual({ phone: ["Please use no more than 40 characters."] });
    expect(errors(schema, { ...good, message: "m".repeat(10_000) })).toEqual({});
    expect(errors(schema, { ...good, message: "m".repeat(10_001) })).toEqual({
      message: ["Please use no more than 10,000 characters."],
    });
    expect(errors(schema, { ...good, message: "m".repeat(1_000_000) })).toEqual({
      message: ["Please use no more than 10,000 characters."],
    });
  });

  it("refuses values of the wrong shape without throwing", () => {
    expect(errors(schema, { ...good, name: ["a", "b"] })).toEqual({ name: ["Invalid value."] });
    expect(errors(schema, { ...good, email: { $ne: "" } })).toEqual({ email: ["Invalid value."] });
    expect(schema.safeParse("name=x").success).toBe(false);
    expect(schema.safeParse(null).success).toBe(false);
  });

  it("removes NUL and control characters", () => {
    const r = schema.safeParse({ ...good, message: "hi\u0000 there\u0007" });
    expect(r.success && r.data.message).toBe("hi there");
  });

  it("never throws, whatever it is given", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(good), "opt_in", "Rego", "x"), fc.anything()), (values) => {
        schema.safeParse(values);
        return true;
      }),
      { numRuns: propertyRuns(300) },
    );
  });

  it("name becomes first_name when name is empty or 'undefined undefined'", () => {
    const r = schema.safeParse({ ...good, name: "undefined undefined", first_name: "Aroha" });
    expect(r.success && r.data.name).toBe("Aroha");
  });
});

describe("site switches", () => {
  it("Message (Comments) is optional where the site turns it off", () => {
    const schema = buildFormSchema(enquiry, { ...AU, commentsRequired: false });
    expect(errors(schema, { ...good, message: "" })).toEqual({});
    expect(errors(buildFormSchema(enquiry, AU), { ...good, message: "" })).toEqual({ message: [REQUIRED] });
  });

  it("mobile-only sites need 04 plus 8 digits", () => {
    const schema = buildFormSchema(enquiry, { ...AU, mobileOnly: true });
    expect(errors(schema, { ...good, phone: "(07) 3123 4567" })).toEqual({
      phone: ["Invalid phone number. Must be an Australian mobile number."],
    });
    expect(errors(schema, { ...good, phone: "+61 412 345 678" })).toEqual({});
  });

  it("NZ sites use the NZ phone rule", () => {
    const schema = buildFormSchema(enquiry, { ...AU, locale: "en-NZ" });
    expect(errors(schema, { ...good, phone: "021 123 4567", postcode: "6011" })).toEqual({});
    expect(errors(schema, { ...good, phone: "0512345678" })).toEqual({
      phone: ["Invalid phone number. Must be a New Zealand number."],
    });
    expect(errors(schema, { ...good, phone: "021123456789012" })).toEqual({
      phone: ["Invalid phone number. Too many characters."],
    });
  });

  it("US sites use the US phone rule and 5-digit ZIP codes", () => {
    const schema = buildFormSchema(enquiry, { ...AU, locale: "en-US" });
    expect(errors(schema, { ...good, phone: "(202) 555-0123", postcode: "90210" })).toEqual({});
    expect(errors(schema, { ...good, phone: "0412 345", postcode: "4000" })).toEqual({
      phone: ["Invalid phone number. Must be a US number."],
      postcode: ["Invalid ZIP code. Please enter a 5-digit number."],
    });
  });

  it("sites showing the terms notice need the box ticked", () => {
    const schema = buildFormSchema(enquiry, { ...AU, showTerms: true });
    expect(errors(schema, good)).toEqual({
      terms_conditions: ["* You must agree to the terms of use before submitting the form."],
    });
    expect(errors(schema, { ...good, terms_conditions: "false" })).toEqual({
      terms_conditions: ["* You must agree to the terms of use before submitting the form."],
    });
    const r = schema.safeParse({ ...good, terms_conditions: "on" });
    expect(r.success && r.data.terms_conditions).toBe(true);
  });
});

describe("Request Photos: optional message and a hidden default", () => {
  const requestPhotos: FormDeclaration = {
    id: "request-photos",
    category: "Used Vehicle Enquiry",
    steps: [
      {
        heading: "",
        fields: [
          f({ type: "string", name: "name" }),
          f({ type: "email", name: "email" }),
          f({ type: "textarea", name: "message", required: false }),
          f({ type: "hidden", name: "request_message", defaultValue: REQUEST_PHOTOS_DEFAULT_MESSAGE }),
        ],
      },
    ],
  };
  const schema = buildFormSchema(requestPhotos, AU);

  it("sends the default message when the hidden field is empty", () => {
    const r = schema.safeParse({ name: "Ann", email: "ann@example.com" });
    expect(r.success && r.data).toEqual({ name: "Ann", email: "ann@example.com", request_message: REQUEST_PHOTOS_DEFAULT_MESSAGE });
  });

  it("keeps a message the visitor wrote", () => {
    const r = schema.safeParse({ name: "Ann", email: "ann@example.com", message: "Interior please" });
    expect(r.success && r.data.message).toBe("Interior please");
  });
});

describe("a field shown only while another field has no error (visibleWhen)", () => {
  const decl: FormDeclaration = {
    id: "trade-in",
    category: "Trade-in Enquiry",
    steps: [
      {
        heading: "",
        fields: [
          f({ type: "email", name: "email" }),
          f({ type: "postcode", name: "postcode", visibleWhen: { field: "email", noError: true } }),
          f({ type: "string", name: "suburb", required: false, visibleWhen: { field: "postcode" } }),
        ],
      },
    ],
  };
  const parts = buildFormSchemaParts(decl, AU);

  it("is hidden, unchecked and dropped while the controller has an error", () => {
    expect(errors(parts.schema, { email: "bad", postcode: "x", suburb: "1" })).toEqual({ email: ["invalid email address"] });
    expect(parts.isVisible("postcode", { email: "bad" })).toBe(false);
    expect(parts.isVisible("suburb", { email: "bad", postcode: "4000" })).toBe(false); // its controller is hidden
  });

  it("is required and checked once shown", () => {
    expect(errors(parts.schema, { email: "a@b.co" })).toEqual({ postcode: [REQUIRED] });
    expect(errors(parts.schema, { email: "a@b.co", postcode: "12" })).toEqual({
      postcode: ["Invalid postcode. Please enter a 4-digit number."],
    });
    const r = parts.schema.safeParse({ email: "a@b.co", postcode: "4000", suburb: "Mt Gravatt" });
    expect(r.success && r.data).toEqual({ email: "a@b.co", postcode: "4000", suburb: "Mt Gravatt" });
  });

  it("tells the renderer which fields show", () => {
    expect(parts.isVisible("email", {})).toBe(true);
    expect(parts.isVisible("postcode", { email: "a@b.co" })).toBe(true);
  });
});

describe("multi-step forms: one step at a time", () => {
  const decl: FormDeclaration = {
    id: "sell-my-car",
    category: "Sell My Car",
    steps: [
      {
        heading: "User Details",
        fields: [f({ type: "string", name: "name" }), f({ type: "email", name: "email" }), f({ type: "phone", name: "phone" })],
      },
      {
        heading: "Vehicle",
        fields: [
          f({ type: "make", name: "Vehicle Make" }),
          f({ type: "year", name: "year" }),
          f({ type: "kilometre", name: "km" }),
          f({ type: "string", name: "notes", required: false, visibleWhen: { field: "email" } }),
          f({ type: "button", name: "next" }),
        ],
      },
    ],
  };

  it("checks only that step's fields", () => {
    const step0 = buildFormSchema(decl, { ...AU, stepIndex: 0 });
    expect(errors(step0, {})).toEqual({ name: [REQUIRED], email: [REQUIRED], phone: [REQUIRED] });
    const step1 = buildFormSchema(decl, { ...AU, stepIndex: 1 });
    expect(errors(step1, {})).toEqual({ "Vehicle Make": [REQUIRED], year: [REQUIRED], km: [REQUIRED] });
    const r = step1.safeParse({ "Vehicle Make": "Toyota", year: "2019", km: "85,000", notes: "one owner" });
    expect(r.success && r.data).toEqual({ "Vehicle Make": "Toyota", year: 2019, km: 85000, notes: "one owner" });
  });

  it("a controller on an earlier step counts when re-sent, and is trusted when not", () => {
    const step1 = buildFormSchemaParts(decl, { ...AU, stepIndex: 1 });
    expect(step1.isVisible("notes", {})).toBe(true);
    expect(step1.isVisible("notes", { email: "nope" })).toBe(false);
  });

  it("the whole form checks every step", () => {
    expect(Object.keys(errors(buildFormSchema(decl, AU), {}))).toEqual(["name", "email", "phone", "Vehicle Make", "year", "km"]);
  });

  it("an unknown step is a programming error", () => {
    expect(() => buildFormSchema(decl, { ...AU, stepIndex: 2 })).toThrow(RangeError);
  });
});

describe("number, date and choice fields", () => {
  const decl: FormDeclaration = {
    id: "test-drive",
    category: "Test Drive Booking",
    steps: [
      {
        heading: "",
        fields: [
          f({ type: "date-time", name: "test_drive_at" }),
          f({ type: "kilometre", name: "km", required: false }),
          f({ type: "year", name: "year", required: false }),
          f({ type: "currency", name: "budget", required: false }),
          f({ type: "star-rating", name: "rating", required: false }),
          f({ type: "number", name: "seats", required: false, min: 2, max: 9 }),
          f({ type: "date-of-birth", name: "dob", required: false }),
          f({ type: "check-group", name: "additional_services", options: ["Tint", "Mats", { value: "cover", label: "Car cover" }] }),
          f({ type: "radio-group", name: "contact_by", required: false, options: ["Phone", "Email"] }),
        ],
      },
    ],
  };
  const schema = buildFormSchema(decl, AU);

  it("parses what visitors type", () => {
    const r = schema.safeParse({
      test_drive_at: "2025-06-16T10:00",
      km: "12,345",
      year: "2026",
      budget: "$45,000",
      rating: "5",
      seats: "7",
      dob: "02/03/1990",
      additional_services: ["Tint", "cover", "Tint"],
      contact_by: "Email",
    });
    expect(r.success && r.data).toEqual({
      test_drive_at: "2025-06-16T10:00",
      km: 12345,
      year: 2026,
      budget: 45000,
      rating: 5,
      seats: 7,
      dob: "1990-03-02",
      additional_services: ["Tint", "cover"],
      contact_by: "Email",
    });
  });

  it.each([
    ["test_drive_at", "2025-06-15T11:00", "Please choose a date and time that is not in the past."],
    ["test_drive_at", "tomorrow", "Please enter a valid date and time."],
    ["km", "-5", "Please enter a whole number of kilometres."],
    ["km", "1.5", "Please enter a whole number of kilometres."],
    ["year", "1899", "Please enter a 4-digit year from 1900 to next year."],
    ["year", "2027", "Please enter a 4-digit year from 1900 to next year."],
    ["year", "25", "Please enter a 4-digit year from 1900 to next year."],
    ["budget", "-1", "Please enter an amount of 0 or more."],
    ["budget", "lots", "Please enter an amount of 0 or more."],
    ["rating", "6", "Please choose a rating from 1 to 5."],
    ["rating", "0", "Please choose a rating from 1 to 5."],
    ["seats", "1", "Please enter a number of at least 2."],
    ["seats", "10", "Please enter a number no more than 9."],
    ["seats", "many", "Please enter a number."],
    ["dob", "31/02/1990", "Please enter a valid date of birth."],
    ["additional_services", ["Tint", "Rocket"], "Please choose one of the options."],
    ["contact_by", "Fax", "Please choose one of the options."],
  ])("%s = %j → %j", (field, value, message) => {
    expect(errors(schema, { [field]: value })).toEqual({ [field]: [message] });
  });

  it("test-drive date/time and check groups are optional by nature", () => {
    expect(errors(schema, {})).toEqual({});
  });
});

describe("file fields: metadata rules only", () => {
  const decl: FormDeclaration = {
    id: "upload",
    category: "Document Request",
    steps: [{ heading: "", fields: [f({ type: "file", name: "photos", maxFiles: 2, accept: ["image/*"], maxBytes: 1024 })] }],
  };
  const schema = buildFormSchema(decl, AU);
  const img = (name: string, size = 10) => new File(["x".repeat(size)], name, { type: "image/jpeg" });

  it("accepts files within the limits and keeps the File objects", () => {
    const file = img("a.jpg");
    const r = schema.safeParse({ photos: file });
    expect(r.success && r.data.photos).toEqual([file]);
  });

  it("an empty file input is 'no file'", () => {
    expect(errors(schema, { photos: new File([], "") })).toEqual({});
  });

  it.each([
    ["File is too large. Maximum size is 1 KB.", [img("a.jpg", 2048)]],
    ["Too many files. Maximum is 2 files.", [img("a.jpg"), img("b.jpg"), img("c.jpg")]],
    ["File type not allowed. Allowed types: image/*.", [new File(["x"], "a.exe", { type: "application/x-msdownload" })]],
    ["Invalid file.", ["a.jpg"]],
  ])("%s", (message, photos) => {
    expect(errors(schema, { photos })).toEqual({ photos: [message] });
  });

  it("on the server (fileTypesByContent) the name and claimed type are not checked: the bytes are, later", () => {
    const server = buildFormSchema(decl, { ...AU, fileTypesByContent: true });
    expect(errors(server, { photos: [new File(["x"], "a.exe", { type: "application/x-msdownload" })] })).toEqual({});
    expect(errors(server, { photos: [img("a.jpg", 2048)] })).toEqual({ photos: ["File is too large. Maximum size is 1 KB."] });
  });

  it("a required file field needs a file", () => {
    const required = buildFormSchema({ ...decl, steps: [{ heading: "", fields: [f({ type: "file", name: "photos", required: true })] }] }, AU);
    expect(errors(required, { photos: new File([], "") })).toEqual({ photos: [REQUIRED] });
  });
});

describe("with conform (parseWithZod on FormData)", () => {
  const schema = buildFormSchema(enquiry, { ...AU, showTerms: true });

  function formData(values: Record<string, string | File | Array<string | File>>) {
    const data = new FormData();
    for (const [key, value] of Object.entries(values)) {
      for (const v of Array.isArray(value) ? value : [value]) data.append(key, v);
    }
    return data;
  }

  for (const disableAutoCoercion of [false, true]) {
    describe(disableAutoCoercion ? "without conform's coercion" : "with conform's coercion", () => {
      it("gives the cleaned values on success", () => {
        const submission = parseWithZod(formData({ ...good, phone: "(07) 3123 4567", opt_in: "on", terms_conditions: "on", intent: "enquire" }), {
          schema,
          disableAutoCoercion,
        });
        expect(submission.status).toBe("success");
        expect(submission.status === "success" && submission.value).toEqual({
          ...good,
          phone: "0731234567",
          opt_in: true,
          terms_conditions: true,
        });
      });

      it("gives the spec's messages per field on failure", () => {
        const submission = parseWithZod(formData({ ...good, name: "  ", email: "x@", postcode: "12345", middle_name: "" }), {
          schema,
          disableAutoCoercion,
        });
        expect(submission.status).toBe("error");
        expect(submission.status === "error" && submission.error).toEqual({
          name: [REQUIRED],
          email: ["invalid email address"],
          postcode: ["Invalid postcode. Please enter a 4-digit number."],
          terms_conditions: ["* You must agree to the terms of use before submitting the form."],
        });
        expect(submission.reply().initialValue?.email).toBe("x@"); // the visitor's values are kept
      });

      it("checks a visibleWhen field only while its controller has no error", () => {
        const decl: FormDeclaration = {
          id: "v",
          category: "General",
          steps: [{ heading: "", fields: [f({ type: "email", name: "email" }), f({ type: "postcode", name: "postcode", visibleWhen: { field: "email" } })] }],
        };
        const conditional = buildFormSchema(decl, AU);
        const hidden = parseWithZod(formData({ email: "bad", postcode: "1" }), { schema: conditional, disableAutoCoercion });
        expect(hidden.status === "error" && hidden.error).toEqual({ email: ["invalid email address"] });
        const shown = parseWithZod(formData({ email: "a@b.co", postcode: "" }), { schema: conditional, disableAutoCoercion });
        expect(shown.status === "error" && shown.error).toEqual({ postcode: [REQUIRED] });
      });

      it("accepts uploads as File objects", () => {
        const upload = buildFormSchema(
          { id: "u", category: "General", steps: [{ heading: "", fields: [f({ type: "file", name: "photos", maxFiles: 3 })] }] },
          AU,
        );
        const a = new File(["a"], "a.jpg", { type: "image/jpeg" });
        const b = new File(["b"], "b.jpg", { type: "image/jpeg" });
        const submission = parseWithZod(formData({ photos: [a, b] }), { schema: upload, disableAutoCoercion });
        expect(submission.status === "success" && submission.value.photos).toEqual([a, b]);
        const empty = parseWithZod(formData({ photos: new File([], "") }), { schema: upload, disableAutoCoercion });
        expect(empty.status).toBe("success");
        const required = buildFormSchema(
          { id: "u", category: "General", steps: [{ heading: "", fields: [f({ type: "file", name: "photos", required: true })] }] },
          AU,
        );
        const missing = parseWithZod(formData({ photos: new File([], "") }), { schema: required, disableAutoCoercion });
        expect(missing.status === "error" && missing.error).toEqual({ photos: [REQUIRED] });
      });
    });
  }

  it("schema.safeParse takes FormData directly too", () => {
    const r = schema.safeParse(formData({ ...good, terms_conditions: "on" }));
    expect(r.success).toBe(true);
  });

  it("gives the browser native hints: required and max length", () => {
    const constraint = getZodConstraint(schema);
    expect(constraint.name).toEqual({ required: true, maxLength: 200 });
    expect(constraint.middle_name).toEqual({ required: false, maxLength: 200 });
    expect(constraint.postcode).toEqual({ required: true, maxLength: 4 });
    expect(constraint.message).toEqual({ required: true, maxLength: 10_000 });
    expect(constraint.opt_in).toEqual({ required: false });
    expect(constraint.terms_conditions).toEqual({ required: true });
    expect(constraint.Rego?.required).toBe(false);
  });
});

describe("fieldErrorsOf", () => {
  it("maps issues to conform-style paths, each message once", () => {
    const schema = z.object({ a: z.string().min(2, "short").regex(/x/, "short"), b: z.array(z.object({ c: z.number() })) });
    const r = schema.safeParse({ a: "y", b: [{ c: "no" }] });
    expect(!r.success && fieldErrorsOf(r.error)).toEqual({ a: ["short"], "b[0].c": ["Expected number, received string"] });
    const root = z.string().safeParse(1);
    expect(!root.success && Object.keys(fieldErrorsOf(root.error))).toEqual([""]);
  });
});
