// What a valuation is about, as one set of rules for the pages and the JSON API (issue 12): the
// vehicle as identified (registry or catalogue pick), the details the visitor gives, the offer
// decision. Pure: no I/O, shared by app and server.
import { z } from "zod";
import { normaliseRego } from "../forms/fields";
import type { Locale } from "../../../server/sites/schema";

export const VALUATION_PURPOSES = ["trade-in", "sell"] as const;
export type ValuationPurpose = (typeof VALUATION_PURPOSES)[number];

/** The lead category of each purpose (spec point 3 lead categories). */
export const VALUATION_CATEGORY: Record<ValuationPurpose, "Trade-in Enquiry" | "Sell My Car"> = {
  "trade-in": "Trade-in Enquiry",
  sell: "Sell My Car",
};

export const CONDITIONS = ["Excellent", "Good", "Fair", "Poor"] as const;
export type Condition = (typeof CONDITIONS)[number];
export const SERVICE_HISTORIES = ["Full", "Partial", "None"] as const;
export const FINANCE_OWING = ["Yes", "No"] as const;
export const REJECT_REASONS = ["Price too low", "Sold it elsewhere", "Just checking the value", "Other"] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

/** The oldest year the picker and the API accept; the newest is next year (a car bought late in the year). */
export const OLDEST_YEAR = 1950;
export const newestYear = (now: Date) => now.getUTCFullYear() + 1;
export const MAX_ODOMETER = 2_000_000;

/**
 * Registration plate length by issuing state (letters and digits once spaces, dots and hyphens
 * are gone; personalised plates included). The spec gives no rule; these are the longest plates
 * each registry issues. NZ plates are at most 6, US plates at most 8.
 */
export const REGO_MAX_BY_STATE: Record<string, number> = { NSW: 6, VIC: 6, QLD: 8, SA: 7, WA: 7, TAS: 6, NT: 6, ACT: 6 };
export const REGO_MAX_BY_LOCALE: Record<Locale, number> = { "en-AU": 8, "en-NZ": 6, "en-US": 8 };

export function regoMessage(max: number, state?: string) {
  return `Invalid registration${state ? ` for ${state}` : ""}. Please use up to ${max} letters and numbers.`;
}

/** null when the plate can be one of this state's (or locale's), else the message. */
export function checkRego(value: string, locale: Locale, state?: string): string | null {
  const max = (state && REGO_MAX_BY_STATE[state]) || REGO_MAX_BY_LOCALE[locale];
  return new RegExp(`^[A-Z0-9]{1,${max}}$`).test(normaliseRego(value)) ? null : regoMessage(max, state && REGO_MAX_BY_STATE[state] ? state : undefined);
}

/** A VIN: 17 letters and digits, never I, O or Q (ISO 3779). */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;
export const INVALID_VIN = "Invalid VIN. A VIN has 17 letters and numbers (never I, O or Q).";
export const normaliseVin = (value: string) => value.toUpperCase().replace(/[\s-]/g, "");

const text = (max: number) => z.string().trim().min(1).max(max);

/** The vehicle as identified: year, make and model always; the rest when the registry or the pick knows it. */
export const vehicleIdentitySchema = z.object({
  year: z.coerce.number().int().min(OLDEST_YEAR).max(9999),
  make: text(60),
  model: text(80),
  badge: text(80).optional(),
  series: text(80).optional(),
  body: text(60).optional(),
  fuel: text(40).optional(),
  transmission: text(40).optional(),
  engine: text(80).optional(),
  /** The registry's vehicle code (AutoGrab id / RedBook-style code), or the catalogue's. */
  code: text(80).optional(),
  rego: text(20).optional(),
  state: text(3).optional(),
  vin: text(17).optional(),
});
export type VehicleIdentity = z.infer<typeof vehicleIdentitySchema>;

export const vehicleDetailsSchema = z.object({
  /** In the site's distance unit as entered (km; miles on US sites). */
  odometer: z.coerce.number().int().min(0).max(MAX_ODOMETER),
  condition: z.enum(CONDITIONS),
  service_history: z.enum(SERVICE_HISTORIES).optional(),
  finance_owing: z.enum(FINANCE_OWING).optional(),
});
export type VehicleDetails = z.infer<typeof vehicleDetailsSchema>;
