// One declared field → the zod schema of its value for this site: text rules and caps, numbers,
// choices, check boxes, dates and uploads. schema.ts puts the fields of a form (or a step) together.
import { z } from "zod";
import {
  type NumberFieldDeclaration,
  type TextFieldDeclaration,
  type FormSiteOptions,
  type ResolvedField,
  TERMS_FIELD,
  optionValue,
} from "./declaration";
import {
  CHOICE_MAX_LENGTH,
  CARD_NUMBER_MAX_LENGTH,
  DATE_MAX_LENGTH,
  DEFAULT_TIME_ZONE,
  EMAIL_MAX_LENGTH,
  type FileLike,
  HIDDEN_MAX_LENGTH,
  LICENCE_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  REGO_MAX_LENGTH,
  type Rule,
  TEXT_MAX_LENGTH,
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
  isNamePart,
  licenceRule,
  nameRule,
  normaliseCardExpiry,
  normaliseCardNumber,
  normaliseLicence,
  normaliseRego,
  parseAmount,
  parseDate,
  parseDecimal,
  parseLocalDateTime,
  parseWholeNumber,
  postcodeMaxLength,
  postcodeRule,
  regoRule,
  tidyName,
} from "./fields";
import {
  INVALID_AMOUNT,
  INVALID_CHOICE,
  INVALID_DISTANCE,
  INVALID_FILE,
  INVALID_KILOMETRES,
  INVALID_NUMBER,
  INVALID_POSTCODE,
  INVALID_RATING,
  INVALID_VALUE,
  INVALID_YEAR,
  INVALID_ZIP,
  REQUIRED,
  TERMS_REQUIRED,
  numberAtLeast,
  numberAtMost,
  tooLong,
  tooMany,
  tooManyFiles,
} from "./messages";
import { PHONE_MAX_LENGTH, normalisePhone, phoneKindFor, phoneRule } from "./phone";
import { DEFAULT_MAX_FILE_BYTES, DEFAULT_MAX_FILES } from "./upload-caps";

export type FieldSchemaSite = FormSiteOptions & {
  /**
   * The server judges an upload's type by its bytes (server/leads/file-content.ts), so its schema
   * checks only count and size; the browser's keeps the name/type check as a quick hint.
   */
  fileTypesByContent?: boolean;
};


const CHECKED = new Set(["true", "on", "yes", "1", "checked"]);
const UNCHECKED = new Set(["false", "off", "no", "0", ""]);

/** A check box's value: 'on' (what browsers send), true, 'yes', 1 … → true; missing → false. */
export function toBoolean(value: unknown): unknown {
  if (value === undefined || value === null || typeof value === "boolean") return value ?? false;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value !== "string") return value;
  const text = value.trim().toLowerCase();
  if (CHECKED.has(text)) return true;
  if (UNCHECKED.has(text)) return false;
  return value;
}

/**
 * A string check with a length cap and one rule, built so a field reports at most one message:
 * the rule is skipped when the cap already failed.
 */
function textCore(max: number, rule?: Rule, tooLongMessage = tooLong(max)) {
  return z
    .string({ required_error: REQUIRED, invalid_type_error: INVALID_VALUE })
    .max(max, tooLongMessage)
    .superRefine((value, ctx) => {
      if (value.length > max || !rule) return;
      const message = rule(value);
      if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message });
    });
}

const capOf = (field: TextFieldDeclaration, own: number) => (field.maxLength ? Math.min(field.maxLength, own) : own);

function textField(field: TextFieldDeclaration, site: FormSiteOptions): z.ZodTypeAny {
  const now = site.now ?? (() => new Date());
  const namePart = field.type === "full-name" || isNamePart(field.name);
  switch (field.type) {
    case "email":
      return textCore(capOf(field, EMAIL_MAX_LENGTH), emailRule);
    case "phone":
      return textCore(PHONE_MAX_LENGTH, phoneRule(phoneKindFor(site.locale, site.mobileOnly))).transform(normalisePhone);
    case "postcode": {
      const max = postcodeMaxLength(site.locale);
      return textCore(max, postcodeRule(site.locale), site.locale === "en-US" ? INVALID_ZIP : INVALID_POSTCODE);
    }
    case "rego":
      return textCore(REGO_MAX_LENGTH, regoRule).transform(normaliseRego);
    case "licence-number":
      return textCore(LICENCE_MAX_LENGTH, licenceRule).transform(normaliseLicence);
    case "card-number":
      return textCore(CARD_NUMBER_MAX_LENGTH, cardNumberRule).transform(normaliseCardNumber);
    case "card-expiry":
      return textCore(DATE_MAX_LENGTH, cardExpiryRule(now)).transform(normaliseCardExpiry);
    case "date-time": {
      const zone = site.timeZone ?? DEFAULT_TIME_ZONE[site.locale];
      return textCore(DATE_MAX_LENGTH, dateTimeRule(zone, now)).transform((v) => parseLocalDateTime(v) ?? v);
    }
    case "date-of-birth":
      return textCore(DATE_MAX_LENGTH, dateOfBirthRule(site.locale, now)).transform((v) => parseDate(v, site.locale) ?? v);
    case "expiry-date":
      return textCore(DATE_MAX_LENGTH, dateRule(site.locale)).transform((v) => parseDate(v, site.locale) ?? v);
    case "textarea":
      return textCore(capOf(field, MESSAGE_MAX_LENGTH), namePart ? nameRule : undefined);
    default: // string, address, full-name
      return namePart
        ? textCore(capOf(field, NAME_MAX_LENGTH), nameRule)
        : textCore(capOf(field, TEXT_MAX_LENGTH));
  }
}

function numberField(field: NumberFieldDeclaration, now: () => Date) {
  const num = (message: string) => z.number({ required_error: REQUIRED, invalid_type_error: message });
  const bounded = (schema: z.ZodNumber, min: number | undefined, max: number | undefined, message?: string) => {
    let s = schema;
    if (min !== undefined) s = s.min(min, message ?? numberAtLeast(min));
    if (max !== undefined) s = s.max(max, message ?? numberAtMost(max));
    return s;
  };
  switch (field.type) {
    case "currency":
      return { parse: parseAmount, core: bounded(num(INVALID_AMOUNT), field.min ?? 0, field.max ?? 1_000_000_000) };
    case "kilometre":
      return { parse: parseWholeNumber, core: bounded(num(INVALID_KILOMETRES).int(INVALID_KILOMETRES), field.min ?? 0, field.max ?? 9_999_999) };
    case "distance":
      return { parse: parseDecimal, core: bounded(num(INVALID_DISTANCE), field.min ?? 0, field.max ?? 100_000) };
    case "star-rating":
      return { parse: parseWholeNumber, core: bounded(num(INVALID_RATING).int(INVALID_RATING), 1, 5, INVALID_RATING) };
    case "year":
      // "Year: 4 digits 1900..current+1"; the upper end is read from the clock at check time.
      return {
        parse: (v: string) => (/^\d{4}$/.test(v) ? Number(v) : null),
        core: num(INVALID_YEAR)
          .int(INVALID_YEAR)
          .min(1900, INVALID_YEAR)
          .refine((y) => y <= now().getFullYear() + 1, INVALID_YEAR),
      };
    default:
      return { parse: parseDecimal, core: bounded(num(INVALID_NUMBER), field.min, field.max) };
  }
}

/** The zod schema of one field's value, as declared, for this site. Buttons have none. */
export function fieldSchema(field: ResolvedField, site: FieldSchemaSite): z.ZodTypeAny {
  const now = site.now ?? (() => new Date());
  const optional = <T extends z.ZodTypeAny>(core: T) => (field.required ? core : core.optional());
  switch (field.type) {
    case "button":
      return z.any().transform(() => undefined);
    case "hidden":
      return z.preprocess((v) => cleanText(v) ?? field.defaultValue, textCore(HIDDEN_MAX_LENGTH).optional());
    case "check":
    case "opt-in": {
      const message = field.name === TERMS_FIELD ? TERMS_REQUIRED : REQUIRED;
      const core = z.boolean({ invalid_type_error: INVALID_VALUE });
      return z.preprocess(toBoolean, field.required ? core.refine((v) => v, message) : core.optional());
    }
    case "check-group":
    case "check-card": {
      const values = (field.options ?? []).map(optionValue);
      const core = z
        .array(z.string({ invalid_type_error: INVALID_VALUE }).max(CHOICE_MAX_LENGTH, tooLong(CHOICE_MAX_LENGTH)), {
          required_error: REQUIRED,
          invalid_type_error: INVALID_VALUE,
        })
        .max(values.length || 50, tooMany(values.length || 50))
        .refine((list) => values.length === 0 || list.every((v) => values.includes(v)), INVALID_CHOICE);
      const toList = (v: unknown) => {
        const list = (Array.isArray(v) ? v : [v]).map(cleanText).filter((x) => x !== undefined);
        return [...new Set(list)];
      };
      return z.preprocess(toList, field.required ? core.refine((l) => l.length > 0, REQUIRED) : core.optional());
    }
    case "file": {
      const maxFiles = field.maxFiles ?? DEFAULT_MAX_FILES;
      const limits = { maxBytes: field.maxBytes ?? DEFAULT_MAX_FILE_BYTES, accept: site.fileTypesByContent ? [] : (field.accept ?? []) };
      const core = z
        .array(z.any(), { required_error: REQUIRED })
        .max(maxFiles, tooManyFiles(maxFiles))
        .superRefine((files, ctx) => {
          // Reported on the field itself (not files[0]), where the renderer shows field errors.
          const problems = new Set(files.map((f) => (isFileLike(f) ? fileProblem(f, limits) : INVALID_FILE)));
          for (const message of problems) if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message });
        })
        .transform((files) => files as FileLike[])
        // conform's coercion turns "no file" into [] rather than undefined: still missing.
        .refine((files) => !field.required || files.length > 0, REQUIRED);
      const toFiles = (v: unknown) => {
        const list = (Array.isArray(v) ? v : [v]).filter((x) => x !== undefined && x !== null && x !== "" && !isEmptyFile(x));
        return list.length > 0 ? list : undefined;
      };
      return z.preprocess(toFiles, optional(core));
    }
    case "currency":
    case "distance":
    case "kilometre":
    case "number":
    case "star-rating":
    case "year": {
      const { parse, core } = numberField(field, now);
      const toNumber = (v: unknown) => {
        if (typeof v === "number") return v;
        const text = cleanText(v);
        return typeof text === "string" ? (parse(text) ?? text) : text;
      };
      return z.preprocess(toNumber, optional(core));
    }
    case "location-select":
    case "make":
    case "model":
    case "radio":
    case "radio-group":
    case "radio-card-group":
    case "select":
    case "service-interval":
    case "tyres":
    case "website-location-select": {
      const values = (field.options ?? []).map(optionValue);
      const rule: Rule | undefined = values.length ? (v) => (values.includes(v) ? null : INVALID_CHOICE) : undefined;
      return z.preprocess(cleanText, optional(textCore(CHOICE_MAX_LENGTH, rule)));
    }
    default: {
      const namePart = field.type === "full-name" || isNamePart(field.name);
      const clean = namePart ? (v: unknown) => {
        const text = cleanText(v);
        return typeof text === "string" ? tidyName(text) : text;
      } : cleanText;
      return z.preprocess(clean, optional(textField(field, site)));
    }
  }
}
