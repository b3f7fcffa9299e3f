import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod";
import { LEAD_CATEGORIES, CONTACT_ENQUIRY_TYPES, ENQUIRY_TYPE_CATEGORY } from "~/lib/forms/categories";
import { formDeclarationSchema, REQUEST_PHOTOS_DEFAULT_MESSAGE, effectiveSteps } from "~/lib/forms/declaration";
import { buildFormSchema } from "~/lib/forms/schema";
import { REQUIRED, INVALID_CHOICE, fileTooLarge, fileTypeNotAllowed } from "~/lib/forms/messages";
import {
  ENQUIRE_FORMS,
  FIND_SIMILAR_MESSAGE,
  FORM_DEFINITIONS,
  FORM_KEYS,
  GENERIC_FORMS,
  buildForm,
  isFormKey,
  type FormContext,
} from "~/lib/forms/definitions";
import { CV_MAX_BYTES } from "~/lib/forms/definitions/dealer";

const slots = [
  { value: "2030-01-07T09:00", label: "Mon 7 Jan, 9:00 am" },
  { value: "2030-01-07T10:00", label: "Mon 7 Jan, 10:00 am" },
];
const two = [
  { value: "101", label: "Ipswich" },
  { value: "102", label: "Newstead" },
];
const rich: FormContext = {
  locale: "en-AU",
  middleName: true,
  whereDidYouHear: true,
  yesNoQuestions: true,
  enquirySubmitText: "Message Now",
  car: { carType: "used", title: "2020 Mazda CX-5" },
  salesLocations: two,
  locations: two,
  serviceLocations: two,
  partsLocations: two,
  dealerships: [
    { value: "sunshine-toyota", label: "Sunshine Toyota" },
    { value: "sunshine-mazda", label: "Sunshine Mazda" },
  ],
  appointmentSlots: slots,
  serviceSlots: slots,
  makes: ["Toyota", "Mazda"],
};
const bare: FormContext = { locale: "en-AU" };
const contexts: [string, FormContext][] = [
  ["bare", bare],
  ["rich", rich],
  ["NZ", { ...bare, locale: "en-NZ" }],
  ["US", { ...rich, locale: "en-US", car: { carType: "new", title: "2026 Ford F-150" } }],
];

const now = () => new Date("2029-12-01T00:00:00Z");
const good: Record<string, string | string[]> = {
  name: "Jane",
  last_name: "Citizen",
  email: "jane@example.com",
  phone: "0412 345 678",
  postcode: "4000",
  message: "Hello",
};

describe("every declared form", () => {
  for (const key of FORM_KEYS) {
    for (const [label, ctx] of contexts) {
      it(`${key} is a valid declaration (${label})`, () => {
        const decl = buildForm(key, ctx);
        const parsed = formDeclarationSchema.safeParse(decl);
        expect(parsed.success, JSON.stringify(!parsed.success && parsed.error.issues)).toBe(true);
        expect(decl.id).toBe(key === "finance-pre-approval" ? "finance" : key);
        expect(FORM_DEFINITIONS[key].categories).toContain(decl.category);
        // A schema can be built for it and for each of its steps.
        expect(() => buildFormSchema(decl, { locale: ctx.locale })).not.toThrow();
        decl.steps.forEach((_, stepIndex) => expect(() => buildFormSchema(decl, { locale: ctx.locale, stepIndex })).not.toThrow());
      });
    }
  }

  it("together make every lead category of the spec reachable", () => {
    const reachable = new Set(FORM_KEYS.flatMap((k) => FORM_DEFINITIONS[k].categories));
    expect(LEAD_CATEGORIES.filter((c) => !reachable.has(c))).toEqual([]);
  });

  it("the /enquire and /forms lists name declared forms only", () => {
    for (const key of [...ENQUIRE_FORMS, ...GENERIC_FORMS]) expect(isFormKey(key)).toBe(true);
    expect(isFormKey("constructor")).toBe(false);
    expect(isFormKey("toString")).toBe(false);
    expect(isFormKey(undefined)).toBe(false);
  });
});

describe("vehicle forms", () => {
  it("a vehicle enquiry files under Used or New Vehicle Enquiry by car type (demo is new)", () => {
    expect(buildForm("vehicle-enquiry", { ...bare, car: { carType: "used", title: "x" } }).category).toBe("Used Vehicle Enquiry");
    expect(buildForm("vehicle-enquiry", { ...bare, car: { carType: "new", title: "x" } }).category).toBe("New Vehicle Enquiry");
    expect(buildForm("quick-enquiry", { ...bare, car: { carType: "demo", title: "x" } }).category).toBe("New Vehicle Enquiry");
    expect(buildForm("quick-enquiry", bare).category).toBe("General");
  });

  it("the enquiry button says 'Enquire Now' unless the site says 'Message Now'", () => {
    expect(buildForm("vehicle-enquiry", bare).submitText).toBe("Enquire Now");
    expect(buildForm("vehicle-enquiry", rich).submitText).toBe("Message Now");
  });

  it("the vehicle enquiry has a comments box and an optional rego", () => {
    const steps = effectiveSteps(buildForm("vehicle-enquiry", bare));
    const byName = Object.fromEntries(steps[0].fields.map((f) => [f.name, f]));
    expect(byName.message.required).toBe(true);
    expect(byName.Rego.required).toBe(false);
    expect(byName.opt_in.required).toBe(false);
  });

  it("find me something similar is prefilled with the spec's message", () => {
    expect(FIND_SIMILAR_MESSAGE).toBe("Can you please find me something similar?");
    const message = buildForm("find-similar", bare).steps[0].fields.find((f) => f.name === "message");
    expect(message).toMatchObject({ type: "textarea", defaultValue: FIND_SIMILAR_MESSAGE });
  });

  it("request photos sends its hidden default message when the visitor writes nothing", () => {
    const schema = buildFormSchema(buildForm("request-photos", bare), { locale: "en-AU" });
    const result = schema.safeParse({ name: "Jane", last_name: "Citizen", email: "jane@example.com", phone: "0412345678" });
    expect(result.success && result.data.message).toBe(REQUEST_PHOTOS_DEFAULT_MESSAGE);
  });

  it("a test drive of a used car is a 'Test Drive Booking Used', otherwise a 'Test Drive Booking'", () => {
    expect(buildForm("test-drive", rich).category).toBe("Test Drive Booking Used");
    expect(buildForm("test-drive", { ...bare, car: { carType: "demo", title: "x" } }).category).toBe("Test Drive Booking");
  });

  it("the test drive time comes from the slots and is optional; without slots it is a free date-time", () => {
    const withSlots = buildForm("test-drive", rich).steps[0].fields.find((f) => f.name === "appointment_time");
    expect(withSlots).toMatchObject({ type: "select", required: false, options: slots });
    const without = buildForm("test-drive", bare).steps[0].fields.find((f) => f.name === "appointment_time");
    expect(without).toMatchObject({ type: "date-time", required: false });
    const schema = buildFormSchema(buildForm("test-drive", rich), { locale: "en-AU", now });
    const r = parseWithZod(toFormData({ ...good, appointment_time: "2030-02-30T09:00" }), { schema });
    expect(r.status === "error" && r.error).toEqual({ appointment_time: [INVALID_CHOICE] });
  });
});

describe("dealer forms", () => {
  it("the service booking has a required 'Service Location' and a slot", () => {
    const decl = buildForm("service-booking", rich);
    const schema = buildFormSchema(decl, { locale: "en-AU", now });
    const r = parseWithZod(toFormData({ ...good }), { schema });
    expect(r.status === "error" && r.error).toMatchObject({ "Service Location": [REQUIRED], service_time: [REQUIRED] });
    const ok = parseWithZod(
      toFormData({ ...good, "Service Location": "101", service_time: slots[0].value, "Vehicle Make": "Toyota", "Vehicle Model": "Corolla", year: "2019", odometer: "45,000", service_interval: "Logbook service", additional_services: ["Car wash", "Loan car"] }),
      { schema },
    );
    expect(ok.status, JSON.stringify(ok.status === "error" && ok.error)).toBe("success");
    expect(ok.status === "success" && ok.value).toMatchObject({ odometer: 45000, additional_services: ["Car wash", "Loan car"], year: 2019 });
  });

  it("the contact form offers the spec's enquiry types, each mapped to a lead category", () => {
    const category = buildForm("contact", bare).steps[0].fields.find((f) => f.name === "category");
    expect(category && "options" in category && category.options?.map((o) => (typeof o === "string" ? o : o.value))).toEqual([...CONTACT_ENQUIRY_TYPES]);
    for (const type of CONTACT_ENQUIRY_TYPES) expect(FORM_DEFINITIONS.contact.categories).toContain(ENQUIRY_TYPE_CATEGORY[type]);
  });

  it("a location selector shows only when there is a choice", () => {
    const names = (ctx: FormContext) => buildForm("contact", ctx).steps[0].fields.map((f) => f.name);
    expect(names(rich)).toContain("location_id");
    expect(names({ ...bare, locations: [two[0]] })).not.toContain("location_id");
  });

  it("careers takes one CV, PDF or Word, up to 5 MB", () => {
    const schema = buildFormSchema(buildForm("careers", bare), { locale: "en-AU" });
    const base = { ...good, position: "Sales consultant", message: "Hi" };
    const big = new File([new Uint8Array(CV_MAX_BYTES + 1)], "cv.pdf", { type: "application/pdf" });
    const exe = new File(["MZ"], "cv.exe", { type: "application/octet-stream" });
    expect(errorsOf(schema, { ...base, cv: big })).toEqual({ cv: [fileTooLarge(CV_MAX_BYTES)] });
    expect(errorsOf(schema, { ...base, cv: exe })).toEqual({ cv: [fileTypeNotAllowed([".pdf", ".doc", ".docx"])] });
    expect(errorsOf(schema, { ...base, cv: new File([], "") })).toEqual({ cv: [REQUIRED] });
    expect(errorsOf(schema, { ...base, cv: new File(["%PDF"], "cv.PDF", { type: "application/pdf" }) })).toEqual({});
  });
});

describe("multi-step forms", () => {
  it("the finance form starts with 'User Details' and has an all-optional trade-in step", () => {
    const decl = buildForm("finance", rich);
    expect(decl.steps.map((s) => s.heading)).toEqual(["User Details", "Vehicle & Loan", "Trade-in (optional)", "Employment & Income"]);
    expect(effectiveSteps(decl)[2].fields.every((f) => !f.required)).toBe(true);
    expect(decl.submitText).toBeUndefined(); // the default 'Submit'
  });

  it("its query parameters are field names, so a link prefills it", () => {
    const names = buildForm("finance", rich).steps.flatMap((s) => s.fields.map((f) => f.name));
    for (const param of ["preferredDealership", "vehiclePriceBudget", "car_id", "car_type", "vin"]) expect(names).toContain(param);
  });

  it("each step validates only its own fields", () => {
    const decl = buildForm("finance", rich);
    const step1 = buildFormSchema(decl, { locale: "en-AU", stepIndex: 0 });
    expect(errorsOf(step1, good)).toEqual({});
    const step2 = buildFormSchema(decl, { locale: "en-AU", stepIndex: 1 });
    expect(errorsOf(step2, { vehiclePriceBudget: "999" })).toMatchObject({
      preferredDealership: [REQUIRED],
      car_type: [REQUIRED],
      vehiclePriceBudget: ["Please enter a number of at least 1,000."],
      loan_term: [REQUIRED],
    });
  });

  it("trade-in and sell my car are the valuation flow's contact step: the visitor, 'Ready to sell' where the site asks", () => {
    for (const key of ["trade-in", "sell-my-car"] as const) {
      const au = buildForm(key, bare);
      expect(au.steps.map((s) => s.heading)).toEqual(["User Details"]);
      expect(au.steps[0].fields.map((f) => f.name)).toEqual(expect.arrayContaining(["name", "last_name", "email", "phone", "postcode", "message", "opt_in"]));
    }
    expect(buildForm("sell-my-car", rich).steps[0].fields.map((f) => f.name)).toContain("Ready to sell");
    expect(buildForm("sell-my-car", bare).steps[0].fields.map((f) => f.name)).not.toContain("Ready to sell");
  });
});

function toFormData(values: Record<string, string | string[] | File>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) {
    for (const v of Array.isArray(value) ? value : [value]) data.append(key, v);
  }
  return data;
}

function errorsOf(schema: ReturnType<typeof buildFormSchema>, values: Record<string, string | string[] | File>) {
  const r = parseWithZod(toFormData(values), { schema });
  return r.status === "error" ? r.error : {};
}

describe("the enquiry submit button (spec: 'Message Now' or 'Enquire Now')", () => {
  it.each([
    [undefined, "Enquire Now"],
    ["Message Now", "Message Now"],
    ["Enquire Now", "Enquire Now"],
    ["Send Enquiry", "Enquire Now"],
  ])("site setting %s: the contact form and the vehicle enquiry say %s", (setting, text) => {
    const ctx: FormContext = { ...bare, enquirySubmitText: setting };
    expect(buildForm("contact", ctx).submitText).toBe(text);
    expect(buildForm("vehicle-enquiry", ctx).submitText).toBe(text);
  });
});
