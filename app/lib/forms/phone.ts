// Phone rules of spec point 5: normalising, the per-country rules, display grouping and E.164.
import type { Locale } from "./declaration";
import {
  E164_AU,
  E164_US,
  PHONE_AU,
  PHONE_AU_MOBILE,
  PHONE_NZ,
  PHONE_TOO_MANY_CHARACTERS,
  PHONE_US,
} from "./messages";

export type PhoneKind = "au" | "au-mobile" | "nz" | "us";

/**
 * "One specific test number is always accepted." The spec does not say which number; we chose
 * this one. It passes every rule below (and is also a well-formed Australian mobile).
 */
export const TEST_PHONE_NUMBER = "0400000000";

/** Longest raw phone input a form accepts (a cap against junk, not a rule of the spec). */
export const PHONE_MAX_LENGTH = 40;

/** "NZ phone under 15 characters". */
export const NZ_PHONE_MAX_CHARACTERS = 14;

/**
 * "spaces and brackets are removed; +61, 0061, +64, 0064 prefixes become a leading 0."
 * Beyond the spec we also remove hyphens and dots (visitors type 0412-345-678) and swallow the
 * trunk 0 that people write after a country code, "+61 (0)7 ...": no Australian or New Zealand
 * national number starts with 0, so this never changes a valid number.
 */
export function normalisePhone(raw: string): string {
  return raw
    .trim()
    .replace(/[\s()[\]{}.-]/g, "")
    .replace(/^(?:\+|00)(?:61|64)0?/, "0");
}

// "Australian default: numbers starting 02, 03, 04, 05, 07, 08 with 10 digits"
const AU_LANDLINE_OR_MOBILE = /^0[234578]\d{8}$/;
// "(the general pattern also allows 0[3,4,6,7,9] with 7 to 9 digits, NZ prefixes ...)": the NZ
// pattern below covers both. The commas of "[3,4,6,7,9]" are read as a list, not as characters.
const NZ_NUMBER = /^0[234679]\d{7,9}$/;
// "... and UK 44 numbers": 44 then a 9 or 10 digit national number, with or without + or 00.
const UK_NUMBER = /^(?:\+|00)?44\d{9,10}$/;
// "Mobile-only sites need 04 plus 8 digits or +614 plus 8 digits" (+61 is already a 0 here).
const AU_MOBILE = /^04\d{8}$/;
// "US: 10 digits with optional leading 1" (a leading + before the 1 is accepted too).
const US_NUMBER = /^(?:\+?1)?\d{10}$/;

/** A validator for one kind of phone rule: the message to show, or null when the value is fine. */
export function phoneRule(kind: PhoneKind): (value: string) => string | null {
  return (value) => {
    const phone = normalisePhone(value);
    if (phone === TEST_PHONE_NUMBER) return null;
    switch (kind) {
      case "au-mobile":
        return AU_MOBILE.test(phone) ? null : PHONE_AU_MOBILE;
      case "us":
        return US_NUMBER.test(phone) ? null : PHONE_US;
      case "nz":
        // "numeric input, under 15 characters": counted after normalising, so a number typed with
        // spaces ("+64 21 123 4567") is not refused for its formatting.
        if (phone.length > NZ_PHONE_MAX_CHARACTERS) return PHONE_TOO_MANY_CHARACTERS;
        return NZ_NUMBER.test(phone) ? null : PHONE_NZ;
      case "au":
        return AU_LANDLINE_OR_MOBILE.test(phone) || NZ_NUMBER.test(phone) || UK_NUMBER.test(phone)
          ? null
          : PHONE_AU;
    }
  };
}

/** Which rule a site uses: its locale, and for Australian sites whether it takes mobiles only. */
export function phoneKindFor(locale: Locale, mobileOnly = false): PhoneKind {
  if (locale === "en-US") return "us";
  if (locale === "en-NZ") return "nz";
  return mobileOnly ? "au-mobile" : "au";
}

/**
 * Display grouping. The spec's rule: "display formatting groups 8 digits as 2-3-3". We add the
 * usual groupings for 10-digit Australian mobiles (0412 345 678), landlines ((07) 3123 4567) and
 * US numbers ((202) 555-0123); anything else is shown as typed.
 */
export function formatPhoneForDisplay(raw: string): string {
  const phone = normalisePhone(raw);
  let m: RegExpMatchArray | null;
  if ((m = phone.match(/^(\d{2})(\d{3})(\d{3})$/))) return `${m[1]} ${m[2]} ${m[3]}`;
  if ((m = phone.match(/^(04\d{2})(\d{3})(\d{3})$/))) return `${m[1]} ${m[2]} ${m[3]}`;
  if ((m = phone.match(/^(1[38]00)(\d{3})(\d{3})$/))) return `${m[1]} ${m[2]} ${m[3]}`;
  if ((m = phone.match(/^(0[2378])(\d{4})(\d{4})$/))) return `(${m[1]}) ${m[2]} ${m[3]}`;
  if ((m = phone.match(/^(?:\+?1)?([2-9]\d{2})(\d{3})(\d{4})$/))) return `(${m[1]}) ${m[2]}-${m[3]}`;
  return raw.trim();
}

export type E164Country = "AU" | "US";
export type E164Result = { ok: true; value: string } | { ok: false; message: string };

/**
 * Valid example numbers for each country. The spec's error text is followed by "(e.g. {phone} is
 * valid)" outside the quotes: we read that as the spec's note, not part of the message, so the
 * message is exactly the quoted text and a form may show one of these as a hint beside it.
 */
export const E164_EXAMPLES: Record<E164Country, string> = { AU: "+61412345678", US: "+12025550123" };

const E164 = /^\+\d{1,15}$/;

/**
 * Chat/contact phone to E.164: "strip non-digits; Australian 04 becomes +614...; US 11 digits
 * starting 1 get +, 10 digits get +1; must match + then 1 to 15 digits". Stripping would also
 * drop the + of a number already typed as +61 4..., so 614 plus 8 digits is accepted as well.
 */
export function toE164(raw: string, country: E164Country): E164Result {
  const digits = raw.replace(/\D/g, "");
  let candidate = "";
  if (country === "AU") {
    if (/^04\d{8}$/.test(digits)) candidate = `+61${digits.slice(1)}`;
    else if (/^614\d{8}$/.test(digits)) candidate = `+${digits}`;
  } else {
    if (/^1\d{10}$/.test(digits)) candidate = `+${digits}`;
    else if (/^\d{10}$/.test(digits)) candidate = `+1${digits}`;
  }
  if (E164.test(candidate)) return { ok: true, value: candidate };
  return { ok: false, message: country === "AU" ? E164_AU : E164_US };
}
