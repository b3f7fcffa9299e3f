// The JSON body of POST /api/leads and PUT /api/leads/{id}: {lead: {...}} with the lead payload
// fields of spec point 3, each bounded so no caller can store junk or megabytes.
import { z } from "zod";
import { LEAD_CATEGORIES, findLeadCategory } from "./categories";
import { TERMS_FIELD, type Locale } from "./declaration";
import {
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  REGO_MAX_LENGTH,
  type Rule,
  cleanText,
  emailRule,
  nameRule,
  normaliseName,
  normaliseRego,
  postcodeMaxLength,
  postcodeRule,
  regoRule,
  tidyName,
} from "./fields";
import {
  CONTACT_REQUIRED,
  INVALID_BOOLEAN,
  INVALID_ID,
  INVALID_POSTCODE,
  INVALID_SLUG,
  INVALID_URL,
  INVALID_VALUE,
  INVALID_YEAR,
  INVALID_YES_NO,
  INVALID_ZIP,
  MISSING_LEAD,
  REQUIRED,
  TERMS_REQUIRED,
  UNKNOWN_CATEGORY,
  numberAtLeast,
  numberAtMost,
  tooLong,
  tooMany,
  tooManyFields,
} from "./messages";
import { PHONE_MAX_LENGTH, normalisePhone, phoneKindFor, phoneRule } from "./phone";

export interface LeadPayloadOptions {
  /** The site's locale picks the phone and postcode rules; default en-AU. */
  locale?: Locale;
  mobileOnly?: boolean;
  now?: () => Date;
  /** The site shows the terms box (forms.show_terms): a complete lead must agree, as on the form. */
  termsRequired?: boolean;
}

/** The honeypot: a hidden field people never fill in. The action checks it before anything else. */
export const HONEYPOT_FIELD = "favourite_color";

// Deeper than any honest value could be: a bot's, and no reason to recurse further.
const MAX_HONEYPOT_DEPTH = 10;

/**
 * "Any non-empty value in any occurrence marks spam": non-blank text, any number or boolean, a
 * file, or a list or object holding one. Only absent, blank and empty values are a person's.
 */
export function isFilledHoneypot(value: unknown, depth = 0): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === "string") return value.trim() !== "";
  if (typeof value !== "object") return true;
  if (depth >= MAX_HONEYPOT_DEPTH) return true;
  if (typeof Blob !== "undefined" && value instanceof Blob) return value.size > 0 || ("name" in value && value.name !== "");
  return Object.values(value).some((item) => isFilledHoneypot(item, depth + 1));
}

/** The one honeypot rule, for a form post (every occurrence of the field) and an API lead alike. */
export function honeypotTripped(source: FormData | Record<string, unknown>): boolean {
  if (typeof FormData !== "undefined" && source instanceof FormData) return isFilledHoneypot(source.getAll(HONEYPOT_FIELD));
  const lead = source as Record<string, unknown>;
  return Object.prototype.hasOwnProperty.call(lead, HONEYPOT_FIELD) && isFilledHoneypot(lead[HONEYPOT_FIELD]);
}

/** Caps for what a caller may add beyond the named fields (forms send all their fields). */
export const MAX_LEAD_FIELDS = 200;
export const MAX_FIELD_NAME_LENGTH = 100;

const text = (max: number, rule?: Rule, transform: (v: string) => string = (v) => v, tooLongMessage = tooLong(max)) =>
  z.preprocess(
    cleanText,
    z
      .string({ invalid_type_error: INVALID_VALUE })
      .max(max, tooLongMessage)
      .superRefine((v, ctx) => {
        const message = v.length <= max && rule ? rule(v) : null;
        if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message });
      })
      .transform(transform)
      .optional(),
  );

const slugText = text(100, (v) => (/^[A-Za-z0-9_-]+$/.test(v) ? null : INVALID_SLUG));
const urlText = text(2_000, (v) => (/^(?:\/(?!\/)|https?:\/\/)/i.test(v) ? null : INVALID_URL));
const nameText = z.preprocess(
  (v) => {
    const t = cleanText(v);
    return typeof t === "string" ? tidyName(t) : t;
  },
  z
    .string({ invalid_type_error: INVALID_VALUE })
    .max(NAME_MAX_LENGTH, tooLong(NAME_MAX_LENGTH))
    .superRefine((v, ctx) => {
      const message = v.length <= NAME_MAX_LENGTH ? nameRule(v) : null;
      if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message });
    })
    .optional(),
);

const bool = z.preprocess(
  (v) => {
    if (typeof v === "boolean" || v === undefined || v === null) return v ?? undefined;
    const t = String(v).trim().toLowerCase();
    if (["true", "on", "yes", "1"].includes(t)) return true;
    if (["false", "off", "no", "0", ""].includes(t)) return false;
    return v;
  },
  z.boolean({ invalid_type_error: INVALID_BOOLEAN }).optional(),
);

const int = (min: number, max: number, message = INVALID_ID) =>
  z.preprocess(
    (v) => {
      const t = cleanText(v);
      return typeof t === "string" && /^\d{1,15}$/.test(t) ? Number(t) : t;
    },
    z
      .number({ invalid_type_error: message })
      .int(message)
      .min(min, message === INVALID_ID ? numberAtLeast(min) : message)
      .max(max, message === INVALID_ID ? numberAtMost(max) : message)
      .optional(),
  );

const yesNo = z.preprocess(
  (v) => {
    const t = cleanText(v);
    return typeof t === "string" ? (t.toLowerCase() === "yes" ? "Yes" : t.toLowerCase() === "no" ? "No" : t) : t;
  },
  z.enum(["Yes", "No"], { errorMap: () => ({ message: INVALID_YES_NO }) }).optional(),
);

const stringList = (items: number, itemMax: number) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === null || v === "") return undefined;
      return (Array.isArray(v) ? v : [v]).map((x) => (typeof x === "string" ? (cleanText(x) ?? "") : x));
    },
    z
      .array(z.string({ invalid_type_error: INVALID_VALUE }).max(itemMax, tooLong(itemMax)), { invalid_type_error: INVALID_VALUE })
      .max(items, tooMany(items))
      .transform((list) => list.filter(Boolean))
      .optional(),
  );

const leadAttributes = z
  .object(
    {
      // "Visited pages: up to 50 kept"
      visited_pages: stringList(50, 2_000),
      linked_query_params: z
        .union([
          z.string().max(2_000, tooLong(2_000)),
          z
            .record(z.string().max(MAX_FIELD_NAME_LENGTH), z.string().max(2_000, tooLong(2_000)))
            .refine((r) => Object.keys(r).length <= 50, tooManyFields(50)),
        ])
        .optional(),
    },
    { invalid_type_error: INVALID_VALUE },
  )
  .optional();

/** Values of fields the spec does not name (custom form fields): text, number, yes/no or a list. */
const extraValue = z.union([
  z.string().max(MESSAGE_MAX_LENGTH, tooLong(MESSAGE_MAX_LENGTH)),
  z.number().finite(),
  z.boolean(),
  z.null(),
  z.array(z.string().max(2_000, tooLong(2_000))).max(50, tooMany(50)),
]);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

const isBlank = (v: unknown) => cleanText(v) === undefined;

/**
 * The {lead: {...}} body schema. Every named payload field is optional except category, which
 * must be one of the spec's lead categories (matched ignoring case). A complete lead (not
 * lead_status 'Incomplete', not form_completed false) also needs a name and an email or phone;
 * partial saves of a multi-step form need only the category. source is always 'Website'.
 * Fields the spec does not name are kept when bounded (forms send all their fields).
 */
export function buildLeadPayloadSchema(options: LeadPayloadOptions = {}) {
  const locale = options.locale ?? "en-AU";
  const now = options.now ?? (() => new Date());
  const postcodeMax = postcodeMaxLength(locale);

  const lead = z
    .object(
      {
        name: nameText,
        first_name: nameText,
        middle_name: nameText,
        last_name: nameText,
        email: text(EMAIL_MAX_LENGTH, emailRule),
        phone: text(PHONE_MAX_LENGTH, phoneRule(phoneKindFor(locale, options.mobileOnly)), normalisePhone),
        message: text(MESSAGE_MAX_LENGTH),
        dealership_slug: slugText,
        manufacturer_slug: slugText,
        website_slug: slugText,
        url: urlText,
        source: z.literal("Website"),
        user_agent: text(1_000),
        location_id: int(0, Number.MAX_SAFE_INTEGER),
        car_id: int(0, Number.MAX_SAFE_INTEGER),
        car_dealership_id: int(0, Number.MAX_SAFE_INTEGER),
        category: z.enum(LEAD_CATEGORIES, {
          errorMap: (issue, ctx) => ({ message: ctx.data === undefined ? REQUIRED : UNKNOWN_CATEGORY }),
        }),
        subcategory: text(200),
        stock_number: text(50),
        "Vehicle Make": text(100),
        "Vehicle Model": text(100),
        car_type: z.preprocess(
          (v) => (typeof v === "string" ? cleanText(v.toLowerCase()) : v),
          z.enum(["new", "used", "demo"], { errorMap: () => ({ message: "car_type must be new, used or demo." }) }).optional(),
        ),
        vehicle_status: text(50),
        opt_in: bool,
        terms_conditions: bool,
        Rego: text(REGO_MAX_LENGTH, regoRule, normaliseRego),
        state: text(50),
        postcode: text(postcodeMax, postcodeRule(locale), undefined, locale === "en-US" ? INVALID_ZIP : INVALID_POSTCODE),
        day: int(1, 31, "day must be 1 to 31."),
        month: int(1, 12, "month must be 1 to 12."),
        year: int(1900, 9999, INVALID_YEAR).refine((y) => y === undefined || y <= now().getFullYear() + 1, INVALID_YEAR),
        lead_status: text(50),
        form_completed: bool,
        step: int(0, 100),
        additional_services: stringList(50, 200),
        lead_attributes: leadAttributes,
        has_files: bool,
        autogauge_enabled: bool,
        // Checked before this schema (honeypotTripped): whatever empty shape is left is dropped.
        [HONEYPOT_FIELD]: z.unknown().transform(() => undefined),
        "Ready to sell": yesNo,
        "Valuation guide": yesNo,
        "Best Finance": yesNo,
        "Best Deal": yesNo,
        "Service Location": text(200),
        "where-did-you-hear-about-us": text(200),
        gclid: text(500),
        fbclid: text(500),
        utm_source: text(500),
        utm_medium: text(500),
        utm_campaign: text(500),
      },
      { invalid_type_error: MISSING_LEAD, required_error: MISSING_LEAD },
    )
    .catchall(extraValue);

  const checkedLead = z.preprocess((raw, ctx) => {
    if (!isRecord(raw)) return raw;
    const keys = Object.keys(raw);
    if (keys.length > MAX_LEAD_FIELDS) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: tooManyFields(MAX_LEAD_FIELDS), fatal: true });
      return raw;
    }
    const values: Record<string, unknown> = normaliseName({ ...raw, source: "Website" });
    for (const key of keys) {
      if (key.length > MAX_FIELD_NAME_LENGTH) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: `Field names must be at most ${MAX_FIELD_NAME_LENGTH} characters.` });
        delete values[key];
      }
    }
    if (typeof values.category === "string") values.category = findLeadCategory(values.category) ?? values.category;
    const partial = values.lead_status === "Incomplete" || values.form_completed === false || values.form_completed === "false";
    if (!partial) {
      if (isBlank(values.name)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["name"], message: REQUIRED });
      if (isBlank(values.email) && isBlank(values.phone)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["email"], message: CONTACT_REQUIRED });
      }
      const agreed = bool.safeParse(values[TERMS_FIELD]);
      if (options.termsRequired && !(agreed.success && agreed.data)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [TERMS_FIELD], message: TERMS_REQUIRED });
    }
    return values;
  }, lead);

  return z.object({ lead: checkedLead }, { invalid_type_error: MISSING_LEAD, required_error: MISSING_LEAD });
}

export type LeadPayloadSchema = ReturnType<typeof buildLeadPayloadSchema>;
export type LeadPayload = z.output<LeadPayloadSchema>["lead"];
