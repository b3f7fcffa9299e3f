// A lead form declared as data (steps of typed fields), the zod schema that checks such a
// declaration in site config, and the rules read straight off it: which fields show, which are
// required, what the step buttons say.
import { z } from "zod";
import { LEAD_CATEGORIES } from "./categories";
import { MAX_LEAD_FILE_BYTES, MAX_LEAD_FILES } from "./upload-caps";

// The multi-step navigation lives in steps.ts; importers know it from here.
export * from "./steps";

export type Locale = "en-AU" | "en-NZ" | "en-US";

/** The spec's form field types (point 3), spelled in kebab-case. */
export const FIELD_TYPES = [
  "address",
  "button",
  "card-number",
  "card-expiry",
  "check",
  "check-group",
  "check-card",
  "currency",
  "date-time",
  "distance",
  "date-of-birth",
  "email",
  "expiry-date",
  "file",
  "full-name",
  "hidden",
  "kilometre",
  "licence-number",
  "location-select",
  "make",
  "model",
  "number",
  "opt-in",
  "phone",
  "postcode",
  "radio",
  "radio-group",
  "radio-card-group",
  "rego",
  "select",
  "service-interval",
  "star-rating",
  "string",
  "textarea",
  "tyres",
  "website-location-select",
  "year",
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

// Groups by the kind of value a field holds.
export const TEXT_TYPES = [
  "address", "card-number", "card-expiry", "date-time", "date-of-birth", "email", "expiry-date",
  "full-name", "licence-number", "phone", "postcode", "rego", "string", "textarea",
] as const;
/** A single choice; make, model, tyres and service interval are free text when given no options. */
export const CHOICE_TYPES = [
  "location-select", "make", "model", "radio", "radio-group", "radio-card-group", "select",
  "service-interval", "tyres", "website-location-select",
] as const;
export const MULTI_CHOICE_TYPES = ["check-group", "check-card"] as const;
export const NUMBER_TYPES = ["currency", "distance", "kilometre", "number", "star-rating", "year"] as const;
export const CHECK_TYPES = ["check", "opt-in"] as const;

/** Field names become FormData keys: no dots or brackets, which conform reads as nesting. */
const fieldName = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z][A-Za-z0-9_ -]*$/, "must start with a letter; letters, digits, _, - and spaces only");

const optionSchema = z.union([
  z.string().min(1).max(200),
  z.object({ value: z.string().min(1).max(200), label: z.string().min(1).max(200) }).strict(),
]);
export type FieldOption = z.infer<typeof optionSchema>;

const common = {
  name: fieldName,
  label: z.string().max(200),
  /** Default: true, except the types and names that are optional by nature (see isFieldRequired). */
  required: z.boolean().optional(),
  placeholder: z.string().max(200).optional(),
  hint: z.string().max(500).optional(),
  /** "A field may be shown conditionally on another field having no error." */
  visibleWhen: z.object({ field: fieldName, noError: z.literal(true).optional() }).strict().optional(),
};

const textFieldSchema = z
  .object({
    type: z.enum(TEXT_TYPES),
    ...common,
    defaultValue: z.string().max(10_000).optional(),
    /** Lowers the type's own length cap (it can never raise it). */
    maxLength: z.number().int().positive().optional(),
  })
  .strict();
const choiceFieldSchema = z
  .object({
    type: z.enum(CHOICE_TYPES),
    ...common,
    defaultValue: z.string().max(200).optional(),
    /** Empty or absent: any text is accepted (options filled in at run time, e.g. locations). */
    options: z.array(optionSchema).max(500).optional(),
  })
  .strict();
const multiChoiceFieldSchema = z
  .object({
    type: z.enum(MULTI_CHOICE_TYPES),
    ...common,
    defaultValue: z.array(z.string().max(200)).optional(),
    options: z.array(optionSchema).max(500).optional(),
  })
  .strict();
const numberFieldSchema = z
  .object({
    type: z.enum(NUMBER_TYPES),
    ...common,
    defaultValue: z.string().max(30).optional(),
    min: z.number().optional(),
    max: z.number().optional(),
  })
  .strict();
const checkFieldSchema = z.object({ type: z.enum(CHECK_TYPES), ...common, defaultValue: z.boolean().optional() }).strict();
const fileFieldSchema = z
  .object({
    type: z.literal("file"),
    ...common,
    /** MIME types, "image/*" wildcards or ".pdf" extensions; absent: any type. */
    accept: z.array(z.string().min(1).max(100)).optional(),
    // Within what the lead repository stores (./upload-caps).
    maxBytes: z.number().int().positive().max(MAX_LEAD_FILE_BYTES).optional(),
    maxFiles: z.number().int().positive().max(MAX_LEAD_FILES).optional(),
  })
  .strict();
const hiddenFieldSchema = z
  .object({ type: z.literal("hidden"), ...common, defaultValue: z.string().max(2_000).optional() })
  .strict();
const buttonFieldSchema = z.object({ type: z.literal("button"), ...common, value: z.string().max(200).optional() }).strict();

export const fieldDeclarationSchema = z.discriminatedUnion("type", [
  textFieldSchema,
  choiceFieldSchema,
  multiChoiceFieldSchema,
  numberFieldSchema,
  checkFieldSchema,
  fileFieldSchema,
  hiddenFieldSchema,
  buttonFieldSchema,
]);
export type TextFieldDeclaration = z.infer<typeof textFieldSchema>;
export type NumberFieldDeclaration = z.infer<typeof numberFieldSchema>;
export type FieldDeclaration = z.infer<typeof fieldDeclarationSchema>;

export const LOADING_TEXT = "Loading";

export const formStepSchema = z
  .object({ heading: z.string().max(200), fields: z.array(fieldDeclarationSchema).min(1) })
  .strict();

export const formDeclarationSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lower-case slug"),
    category: z.enum(LEAD_CATEGORIES),
    subcategory: z.string().max(200).optional(),
    /** Default 'Submit'. */
    submitText: z.string().min(1).max(100).optional(),
    /** A single-step form has one step. */
    steps: z.array(formStepSchema).min(1),
  })
  .strict()
  .superRefine((decl, ctx) => {
    for (const problem of declarationProblems(decl)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
  });
export type FormDeclaration = z.infer<typeof formDeclarationSchema>;

/** The site switches that change a form's fields or rules. */
export interface FormSiteOptions {
  locale: Locale;
  /** Australian sites that take mobile numbers only. */
  mobileOnly?: boolean;
  /** "Message (Comments) is required unless a site turns that off." Default true. */
  commentsRequired?: boolean;
  /** Sites that show the terms notice: a terms_conditions box that must be ticked. Default false. */
  showTerms?: boolean;
  /** IANA zone for "not in the past"; default DEFAULT_TIME_ZONE of the locale (fields.ts). */
  timeZone?: string;
  /** Clock for year, date and date-time rules; default the real one. */
  now?: () => Date;
}

export const MESSAGE_FIELD = "message";
export const CATEGORY_FIELD = "category";
export const TERMS_FIELD = "terms_conditions";

/** The box added to the last step when a site shows the terms notice and the form lacks one. */
export const TERMS_FIELD_DECLARATION: FieldDeclaration = {
  type: "check",
  name: TERMS_FIELD,
  label: "I agree to the terms of use",
  required: true,
};

/**
 * "Request Photos has a hidden field with a default message." The spec does not quote the text;
 * this is ours. Declare it as {type: 'hidden', name: 'message', defaultValue: ...} or alongside an
 * optional visible message.
 */
export const REQUEST_PHOTOS_DEFAULT_MESSAGE = "Please send me more photos of this vehicle.";

const OPTIONAL_BY_NATURE: ReadonlySet<FieldType> = new Set<FieldType>([
  "opt-in", // spec: opt-in is optional
  "rego", // spec: rego is optional
  "date-time", // spec: the test-drive date/time is optional
  "check", // a lone box: unticked is an answer (terms is the exception, below)
  "check-group", // "tick any that apply" (additional_services are sent only when ticked)
  "check-card",
  "file",
  "hidden",
  "button",
]);
const ALWAYS_REQUIRED_WHEN_SHOWN: ReadonlySet<FieldType> = new Set<FieldType>([
  "location-select", // spec: the location selector is required when shown
  "website-location-select", // spec: the preferred-dealership selector is required when shown
]);

/**
 * Whether a field must be filled in (and so shows an asterisk). The spec: every field is required
 * by default; category, location and preferred-dealership selectors always are when shown; the
 * message follows the site's comments switch unless the form made it optional (Request Photos);
 * middle name, opt-in, rego and test-drive date/time are optional; terms must be ticked.
 */
export function isFieldRequired(field: FieldDeclaration, site: Pick<FormSiteOptions, "commentsRequired"> = {}): boolean {
  if (field.type === "button" || field.type === "hidden") return false;
  if (field.name === TERMS_FIELD) return true;
  if (field.name === CATEGORY_FIELD || ALWAYS_REQUIRED_WHEN_SHOWN.has(field.type)) return true;
  if (field.name === MESSAGE_FIELD) return field.required !== false && site.commentsRequired !== false;
  if (field.required !== undefined) return field.required;
  if (field.name === "middle_name") return false;
  return !OPTIONAL_BY_NATURE.has(field.type);
}

export type ResolvedField = FieldDeclaration & { required: boolean };
export interface ResolvedStep {
  heading: string;
  fields: ResolvedField[];
}

/**
 * The steps as a site shows them: the terms box removed where the site does not show terms, added
 * to the last step where it does, and every field's `required` settled.
 */
export function effectiveSteps(decl: FormDeclaration, site: Omit<FormSiteOptions, "locale"> = {}): ResolvedStep[] {
  const hasTerms = decl.steps.some((s) => s.fields.some((f) => f.name === TERMS_FIELD));
  return decl.steps.map((step, i) => {
    let fields = step.fields.filter((f) => site.showTerms || f.name !== TERMS_FIELD);
    if (site.showTerms && !hasTerms && i === decl.steps.length - 1) fields = [...fields, TERMS_FIELD_DECLARATION];
    return {
      heading: step.heading,
      fields: fields.map((f) => ({ ...f, required: isFieldRequired(f, site) }) as ResolvedField),
    };
  });
}

/** The value an option submits and the text it shows. */
export const optionValue = (o: FieldOption) => (typeof o === "string" ? o : o.value);
export const optionLabel = (o: FieldOption) => (typeof o === "string" ? o : o.label);

/**
 * Mistakes in a declaration that its zod shape cannot see: repeated names, a visibleWhen that
 * points at itself, at an unknown field or at a later one (a controller must come first), and
 * repeated option values.
 */
export function declarationProblems(decl: Pick<FormDeclaration, "steps">): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const step of decl.steps) {
    for (const field of step.fields) {
      if (field.type === "button") continue;
      if (seen.has(field.name)) problems.push(`field "${field.name}" is declared twice`);
      const controller = field.visibleWhen?.field;
      if (controller !== undefined) {
        if (controller === field.name) problems.push(`field "${field.name}" cannot depend on itself`);
        else if (!seen.has(controller)) problems.push(`field "${field.name}" depends on "${controller}", which is not an earlier field`);
      }
      if ("options" in field && field.options) {
        const values = field.options.map(optionValue);
        if (new Set(values).size !== values.length) problems.push(`field "${field.name}" repeats an option value`);
      }
      seen.add(field.name);
    }
  }
  return problems;
}
