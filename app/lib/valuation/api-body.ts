// The JSON API's request bodies (issue 12: POST /api/nevdis, /api/simple-autograb-lookup,
// /api/valuations, PUT /api/valuations, POST /api/miscellaneous), checked by the shared vehicle
// rules. Stricter than the pages' forms: a JSON caller sends numbers as numbers, so nothing is
// coerced (null is not an odometer of 0). Pure: no I/O.
import { z } from "zod";
import { normaliseState } from "../locale";
import { normaliseRego } from "../forms/fields";
import { REQUIRED } from "../forms/messages";
import type { Locale } from "../../../server/sites/schema";
import {
  INVALID_VIN,
  MAX_ODOMETER,
  OLDEST_YEAR,
  REGO_MAX_BY_STATE,
  VALUATION_PURPOSES,
  VIN_PATTERN,
  checkRego,
  newestYear,
  normaliseVin,
  vehicleDetailsSchema,
  vehicleIdentitySchema,
} from "./vehicle";
import type { LookupQuery } from "../../../server/valuation/port";

export const CHOOSE_STATE = "Choose the state the car is registered in.";
export const REGO_OR_VIN = "Send a registration (rego and regoState) or a VIN.";
export const NOT_BOTH = "Send a registration or a VIN, not both.";
export const INVALID_ID = "Invalid valuation id.";
/** The one column POST /api/miscellaneous keeps (the spec's "column_name valuation"). */
export const MISCELLANEOUS_COLUMNS = ["valuation"] as const;

// Keys that would reach an object's prototype if a later reader merged the body; never a field of ours.
const PROTOTYPE_KEYS = new Set(["__proto__", "constructor", "prototype"]);
// Control characters other than tab and line breaks: no field of ours holds one (PostgreSQL text cannot hold NUL).
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * Field errors for what no schema should see: prototype keys and control characters anywhere in
 * the body, by their path. Null when the body is clean.
 */
export function junkInBody(value: unknown, path = ""): Record<string, string[]> | null {
  const found = new Map<string, string[]>();
  const walk = (v: unknown, at: string, depth: number) => {
    if (found.size >= 10) return;
    if (typeof v === "string") {
      if (CONTROL.test(v)) found.set(at || "body", ["Control characters are not allowed."]);
    } else if (v && typeof v === "object" && depth < 20) {
      for (const [key, child] of Object.entries(v)) {
        const name = Array.isArray(v) ? `${at}[${key}]` : at ? `${at}.${key}` : key;
        if (PROTOTYPE_KEYS.has(key) || CONTROL.test(key)) found.set(name, ["This field name is not allowed."]);
        else walk(child, name, depth + 1);
      }
    }
  };
  walk(value, path, 0);
  return found.size > 0 ? Object.fromEntries(found) : null;
}

const optionalText = z.string().trim().max(40).optional();

/** POST /api/nevdis and /api/simple-autograb-lookup: {rego, regoState} (or `state`), or {vin}. */
export function lookupBodySchema(locale: Locale) {
  return z
    .object({ rego: optionalText, regoState: optionalText, state: optionalText, vin: optionalText })
    .superRefine((body, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
      if (body.vin && body.rego) return issue("vin", NOT_BOTH);
      if (body.vin !== undefined) {
        if (!VIN_PATTERN.test(normaliseVin(body.vin))) issue("vin", INVALID_VIN);
        return;
      }
      if (!body.rego) return issue("rego", body.rego === undefined ? REGO_OR_VIN : REQUIRED);
      const state = stateOf(body.regoState ?? body.state, locale);
      if (state === null) return issue("regoState", CHOOSE_STATE);
      const problem = checkRego(body.rego, locale, state);
      if (problem) issue("rego", problem);
    })
    .transform((body): LookupQuery => {
      if (body.vin !== undefined) return { vin: normaliseVin(body.vin) };
      const state = stateOf(body.regoState ?? body.state, locale);
      return { rego: normaliseRego(body.rego!), ...(state ? { state } : {}) };
    });
}

/**
 * The issuing state: an Australian state (required on Australian sites, where every registry is a
 * state's), else two or three letters when given; null when it cannot be one.
 */
function stateOf(raw: string | undefined, locale: Locale): string | undefined | null {
  if (locale === "en-AU") {
    const state = normaliseState(raw);
    return state && state in REGO_MAX_BY_STATE ? state : null;
  }
  if (raw === undefined || raw === "") return undefined;
  return /^[A-Za-z]{2,3}$/.test(raw) ? raw.toUpperCase() : null;
}

/** The vehicle as the caller identified it (a lookup's answer, or a catalogue pick), its plate and VIN checked. */
function vehicleSchema(locale: Locale, now: Date) {
  return vehicleIdentitySchema
    .extend({ year: z.number().int().min(OLDEST_YEAR).max(newestYear(now)) })
    .superRefine((v, ctx) => {
      if (v.vin !== undefined && !VIN_PATTERN.test(normaliseVin(v.vin))) ctx.addIssue({ code: "custom", path: ["vin"], message: INVALID_VIN });
      const problem = v.rego !== undefined ? checkRego(v.rego, locale, v.state) : null;
      if (problem) ctx.addIssue({ code: "custom", path: ["rego"], message: problem });
    });
}

/** What the visitor tells about the car: a whole odometer reading as a number, the condition. */
const detailsSchema = vehicleDetailsSchema.extend({ odometer: z.number().int().min(0).max(MAX_ODOMETER) });

const carId = z.union([z.string().trim().min(1).max(200), z.number().int().nonnegative()]).optional();

/** POST /api/valuations: {purpose?, car_id?, vehicle: {...}, odometer, condition, service_history?, finance_owing?}. */
export function createBodySchema(locale: Locale, now: Date) {
  return detailsSchema.extend({
    purpose: z.enum(VALUATION_PURPOSES).default("trade-in"),
    car_id: carId,
    vehicle: vehicleSchema(locale, now),
  });
}

const uuid = z.string().uuid(INVALID_ID);

/** PUT /api/valuations: the adjustment, {id, odometer, condition, service_history?, finance_owing?}. */
export const adjustBodySchema = detailsSchema.extend({ id: uuid });

/** POST /api/miscellaneous: {id, column_name: "valuation", ...the valuation result}; the rest is the value kept. */
export const miscellaneousBodySchema = z
  .object({ id: uuid, column_name: z.enum(MISCELLANEOUS_COLUMNS) })
  .passthrough()
  .transform(({ id, column_name, ...value }) => ({ id, column: column_name, value }));
