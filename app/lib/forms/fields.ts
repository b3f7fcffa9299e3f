// Per-field rules of spec point 5 as plain functions: each takes a cleaned, non-empty string and
// returns the message to show or null. Requiredness and zod wiring live in schema.ts.
import type { Locale } from "./declaration";
import { wallClock } from "../dates";
import {
  ALPHABETICAL_ONLY,
  CARD_EXPIRED,
  DATE_TIME_IN_PAST,
  INVALID_CARD_EXPIRY,
  INVALID_CARD_NUMBER,
  INVALID_DATE,
  INVALID_DATE_OF_BIRTH,
  INVALID_DATE_TIME,
  INVALID_EMAIL,
  INVALID_LICENCE,
  INVALID_POSTCODE,
  INVALID_REGO,
  INVALID_ZIP,
  fileTooLarge,
  fileTypeNotAllowed,
} from "./messages";

export type Rule = (value: string) => string | null;

// Length caps: not spec rules but a bound on what a visitor or API caller can send us.
export const NAME_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254; // the longest address SMTP can carry
export const MESSAGE_MAX_LENGTH = 10_000;
export const TEXT_MAX_LENGTH = 500;
export const CHOICE_MAX_LENGTH = 200;
export const HIDDEN_MAX_LENGTH = 2_000;
export const REGO_MAX_LENGTH = 20; // raw input; the rule allows 9 characters once spaces are gone
export const LICENCE_MAX_LENGTH = 30;
export const CARD_NUMBER_MAX_LENGTH = 30;
export const DATE_MAX_LENGTH = 30;

/** Control characters other than tab and line breaks: no form field may hold them (PostgreSQL text cannot hold NUL). */
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
export const withoutControlChars = (text: string) => text.replace(CONTROL_CHARS, "");

/**
 * Cleans one submitted text value: control characters other than tab and line breaks are removed
 * (PostgreSQL text cannot hold NUL), the text is put in Unicode NFC form (so a decomposed "Zoë"
 * is the same as a composed one) and trimmed; an empty result is undefined. Finite numbers
 * become their text. Anything else is returned untouched for the schema to refuse.
 */
export function cleanText(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : value;
  if (typeof value !== "string") return value;
  const text = withoutControlChars(value).normalize("NFC").trim();
  return text === "" ? undefined : text;
}

// ------------------------------------------------------------------ names

/** "Name parts (name, middle_name, last_name)"; first_name, the other spelling of name, too. */
export const NAME_PART_FIELDS = ["name", "first_name", "middle_name", "last_name"] as const;
export const isNamePart = (field: string) => (NAME_PART_FIELDS as readonly string[]).includes(field);

/**
 * "letters and spaces only". Letters are Unicode letters (\p{L}, with combining marks \p{M}), so
 * Zoë, José and Māori names with macrons pass on NZ sites. Hyphens and apostrophes are not letters:
 * "O'Brien" and "Mary-Jane" are refused, as the spec's rule says.
 */
const NAME = /^(?=.*\p{L})[\p{L}\p{M} ]+$/u;
export const nameRule: Rule = (value) => (NAME.test(value) ? null : ALPHABETICAL_ONLY);

/** Runs of spaces inside a name become one space. */
export const tidyName = (value: string) => value.replace(/\s+/g, " ");

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/** "If first_name is present and name is empty or 'undefined undefined', name becomes first_name." */
export function normaliseName<T extends Record<string, unknown>>(values: T): T {
  const first = values.first_name;
  if (typeof first !== "string" || first.trim() === "") return values;
  const name = values.name;
  if (isBlank(name) || (typeof name === "string" && name.trim() === "undefined undefined")) {
    return { ...values, name: first };
  }
  return values;
}

// ------------------------------------------------------------------ email

/**
 * The spec's pattern is not given ("pattern {email}, case-insensitive"). Ours: a dot-separated
 * local part of the characters RFC 5322 allows unquoted, an @, and a domain of at least two
 * labels whose last label is letters (or an xn-- punycode label).
 */
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;
export const emailRule: Rule = (value) => (EMAIL.test(value) ? null : INVALID_EMAIL);

// ------------------------------------------------------------------ postcode

/**
 * "Postcode: exactly 4 digits, max length 4" (Australia and New Zealand both use 4 digits). US ZIP
 * codes have 5 digits, so a 4-digit rule would refuse every US visitor: on en-US sites we ask for
 * 5 digits instead (our deviation; the spec only describes the 4-digit rule).
 */
export const postcodeMaxLength = (locale: Locale) => (locale === "en-US" ? 5 : 4);
export function postcodeRule(locale: Locale): Rule {
  if (locale === "en-US") return (value) => (/^\d{5}$/.test(value) ? null : INVALID_ZIP);
  return (value) => (/^\d{4}$/.test(value) ? null : INVALID_POSTCODE);
}

// ------------------------------------------------------------------ rego and licence

/**
 * Rego (registration plate): the spec gives no rule. Ours: spaces, dots and hyphens are dropped,
 * letters upper-cased, and 1 to 9 ASCII letters or digits remain (covers AU, NZ and US plates).
 */
export const normaliseRego = (value: string) => value.toUpperCase().replace(/[\s.-]/g, "");
export const regoRule: Rule = (value) => (/^[A-Z0-9]{1,9}$/.test(normaliseRego(value)) ? null : INVALID_REGO);

/** Licence number: no spec rule. Ours: 1 to 15 letters or digits once spaces and hyphens are gone. */
export const normaliseLicence = (value: string) => value.toUpperCase().replace(/[\s-]/g, "");
export const licenceRule: Rule = (value) =>
  /^[A-Z0-9]{1,15}$/.test(normaliseLicence(value)) ? null : INVALID_LICENCE;

// ------------------------------------------------------------------ card (never stored: see schema.ts)

export const normaliseCardNumber = (value: string) => value.replace(/[\s-]/g, "");
function luhnOk(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
export const cardNumberRule: Rule = (value) => {
  const digits = normaliseCardNumber(value);
  return /^\d{12,19}$/.test(digits) && luhnOk(digits) ? null : INVALID_CARD_NUMBER;
};

/** "MM/YY", "MM/YYYY", "MM / YY" or "MMYY" → { month, year } with a 4-digit year; null if not. */
export function parseCardExpiry(value: string): { month: number; year: number } | null {
  const m = value.replace(/\s/g, "").match(/^(\d{2})\/?(\d{2}|\d{4})$/);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}
export const normaliseCardExpiry = (value: string) => {
  const e = parseCardExpiry(value);
  return e ? `${String(e.month).padStart(2, "0")}/${String(e.year % 100).padStart(2, "0")}` : value;
};
export function cardExpiryRule(now: () => Date): Rule {
  return (value) => {
    const e = parseCardExpiry(value);
    if (!e) return INVALID_CARD_EXPIRY;
    const today = now();
    const thisMonth = today.getUTCFullYear() * 12 + today.getUTCMonth();
    const expiry = e.year * 12 + (e.month - 1);
    if (expiry < thisMonth) return CARD_EXPIRED;
    return expiry > thisMonth + 12 * 20 ? INVALID_CARD_EXPIRY : null;
  };
}

// ------------------------------------------------------------------ dates

function isoDate(year: number, month: number, day: number): string | null {
  if (year < 1000 || year > 9999) return null;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/**
 * A calendar date as YYYY-MM-DD, or null. Accepts ISO (what <input type="date"> sends) and the
 * locale's written order: D/M/YYYY in Australia and New Zealand, M/D/YYYY in the US.
 */
export function parseDate(value: string, locale: Locale): string | null {
  let m = value.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = value.match(/^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/);
  if (!m) return null;
  const [a, b, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return locale === "en-US" ? isoDate(year, a, b) : isoDate(year, b, a);
}

export const dateRule = (locale: Locale): Rule => (value) => (parseDate(value, locale) ? null : INVALID_DATE);

/** A real date from 1900 up to today (UTC, plus a day so no time zone refuses a birth today). */
export function dateOfBirthRule(locale: Locale, now: () => Date): Rule {
  return (value) => {
    const iso = parseDate(value, locale);
    if (!iso || iso < "1900-01-01") return INVALID_DATE_OF_BIRTH;
    const latest = new Date(now().getTime() + 86_400_000).toISOString().slice(0, 10);
    return iso > latest ? INVALID_DATE_OF_BIRTH : null;
  };
}

/**
 * Where "now" is read for the not-in-the-past check when a site gives no time zone: the country's
 * westernmost main zone, so no visitor in that country has a valid time refused (a visitor further
 * east may pick a time a few hours gone; the dealer's booking slots are the real check).
 */
export const DEFAULT_TIME_ZONE: Record<Locale, string> = {
  "en-AU": "Australia/Perth",
  "en-NZ": "Pacific/Auckland",
  "en-US": "Pacific/Honolulu",
};

/** "2025-03-01T09:30" from "2025-03-01T09:30", "2025-03-01 09:30" or with seconds; else null. */
export function parseLocalDateTime(value: string): string | null {
  const m = value.match(/^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/);
  if (!m) return null;
  const date = isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  if (!date || Number(m[4]) > 23 || Number(m[5]) > 59 || Number(m[6] ?? 0) > 59) return null;
  return `${date}T${m[4]}:${m[5]}`;
}

/** Test-drive date/time: an ISO local date-time that is not in the past in the site's zone. */
export function dateTimeRule(timeZone: string, now: () => Date): Rule {
  return (value) => {
    const local = parseLocalDateTime(value);
    if (!local) return INVALID_DATE_TIME;
    let current: string;
    try {
      current = wallClock(now(), timeZone);
    } catch {
      current = now().toISOString().slice(0, 16); // unknown zone: compare in UTC
    }
    return local < current ? DATE_TIME_IN_PAST : null;
  };
}

// ------------------------------------------------------------------ numbers

/** "12,345" or "12 345" → 12345; anything but a whole number ≥ 0 → null. */
export function parseWholeNumber(value: string): number | null {
  const text = value.replace(/[\s,]/g, "");
  return /^\d{1,15}$/.test(text) ? Number(text) : null;
}

/** "$12,345.50" → 12345.5; a sign, letters or more than 2 decimals → null. */
export function parseAmount(value: string): number | null {
  const text = value.replace(/[\s,]/g, "").replace(/^\$/, "");
  return /^\d{1,15}(?:\.\d{1,2})?$/.test(text) || /^\.\d{1,2}$/.test(text) ? Number(text) : null;
}

/** "-3.5" or "1,000.25" → a number; anything else → null. */
export function parseDecimal(value: string): number | null {
  const text = value.replace(/[\s,]/g, "");
  return /^-?(?:\d{1,15}(?:\.\d{1,10})?|\.\d{1,10})$/.test(text) ? Number(text) : null;
}

// ------------------------------------------------------------------ files

/** What we check of an upload: a browser/undici File has these, and so can plain metadata. */
export interface FileLike {
  name: string;
  size: number;
  type: string;
}

export function isFileLike(value: unknown): value is FileLike {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.name === "string" && typeof v.size === "number" && Number.isFinite(v.size) && v.size >= 0 && typeof v.type === "string";
}

/** An empty file input submits a nameless, empty file: that means "no file". */
export const isEmptyFile = (value: unknown) => isFileLike(value) && value.name === "" && value.size === 0;

export interface FileLimits {
  maxBytes: number;
  /** MIME types ("image/jpeg"), wildcards ("image/*") or extensions (".pdf"); empty: any type. */
  accept: readonly string[];
}

function typeAllowed(file: FileLike, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((a) => {
    const rule = a.trim().toLowerCase();
    if (rule.startsWith(".")) return name.endsWith(rule);
    if (rule.endsWith("/*")) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

/** The problem with one file's metadata, or null. */
export function fileProblem(file: FileLike, limits: FileLimits): string | null {
  if (!typeAllowed(file, limits.accept)) return fileTypeNotAllowed(limits.accept);
  return file.size > limits.maxBytes ? fileTooLarge(limits.maxBytes) : null;
}
