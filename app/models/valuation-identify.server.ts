// The flow's questions about the visitor's car (issue 12): which car it is (a registry lookup by
// rego/VIN where one answers, else the cascading catalogue pick) and its details. Every failure is
// a message under its field, never an error page.
import type { SiteEntry } from "../../server/sites/registry";
import type { ValuationService } from "../../server/valuation/port";
import { normaliseRego } from "~/lib/forms/fields";
import { REQUIRED } from "~/lib/forms/messages";
import { plateWords, REGISTRY_FAILED_TEXT, REGO_NOT_FOUND } from "~/lib/valuation/flow";
import {
  checkRego,
  INVALID_VIN,
  normaliseVin,
  vehicleDetailsSchema,
  vehicleIdentitySchema,
  VIN_PATTERN,
  type VehicleDetails,
  type VehicleIdentity,
} from "~/lib/valuation/vehicle";
import { AUSTRALIAN_STATES } from "~/lib/locale";

export const STATE_NEEDED = "Please choose the state the car is registered in.";

export type FieldErrors = Record<string, string[]>;
export type Parsed<T> = { ok: true; value: T } | { ok: false; fieldErrors: FieldErrors; formError?: string };

/** The catalogue's lists, each narrowed by the choices before it (an unknown choice narrows nothing). */
export interface PickerLists {
  years: number[];
  makes: string[];
  models: string[];
  badges: string[];
  year: number | null;
  make: string | null;
  model: string | null;
}

export function pickerLists(entry: SiteEntry, catalogue: ValuationService["catalogue"], pick: { year?: unknown; make?: unknown; model?: unknown }): PickerLists {
  const years = catalogue.years(entry);
  const year = years.find((y) => String(y) === String(pick.year ?? "")) ?? null;
  const makes = year ? catalogue.makes(entry, year) : [];
  const make = makes.find((m) => m === pick.make) ?? null;
  const models = year && make ? catalogue.models(entry, make, year) : [];
  const model = models.find((m) => m === pick.model) ?? null;
  const badges = year && make && model ? catalogue.badges(entry, make, model, year) : [];
  return { years, makes, models, badges, year, make, model };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

/** The plate and its state as typed, checked by the state's rule (AU sites pick the state). */
function regoOf(entry: SiteEntry, form: FormData): Parsed<{ rego?: string; state?: string }> {
  const rego = normaliseRego(text(form, "rego"));
  const state = text(form, "state").toUpperCase();
  const fieldErrors: FieldErrors = {};
  if (state && !AUSTRALIAN_STATES.some((s) => s.code === state)) fieldErrors.state = ["Please choose one of the states."];
  if (rego) {
    const problem = checkRego(rego, entry.site.locale, state || undefined);
    if (problem) fieldErrors.rego = [plateWords(entry.site.locale, problem)];
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return { ok: true, value: { ...(rego ? { rego } : {}), ...(state ? { state } : {}) } };
}

/** The car chosen from the lists: year, make and model must be on them; the badge when the list has one. */
function picked(entry: SiteEntry, catalogue: ValuationService["catalogue"], form: FormData): Parsed<VehicleIdentity> {
  const lists = pickerLists(entry, catalogue, { year: text(form, "year"), make: text(form, "make"), model: text(form, "model") });
  const fieldErrors: FieldErrors = {};
  if (!lists.year) fieldErrors.year = [REQUIRED];
  else if (!lists.make) fieldErrors.make = [REQUIRED];
  else if (!lists.model) fieldErrors.model = [REQUIRED];
  const badge = text(form, "badge");
  if (lists.model && badge && !lists.badges.includes(badge)) fieldErrors.badge = ["Please choose one of the options."];
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return { ok: true, value: { year: lists.year!, make: lists.make!, model: lists.model!, ...(badge ? { badge } : {}) } };
}

/**
 * Which car it is. With a registry, a rego (or VIN) is looked up first and a plate it does not
 * know is a field message; without one (or when it fails, or nothing was typed) the pick decides.
 * The rego and state always go with the lead as typed.
 */
export async function identify(entry: SiteEntry, valuations: ValuationService, form: FormData): Promise<Parsed<VehicleIdentity>> {
  const plate = regoOf(entry, form);
  const vin = normaliseVin(text(form, "vin"));
  const typed = { ...(plate.ok ? {} : plate.fieldErrors), ...(vin && !VIN_PATTERN.test(vin) ? { vin: [INVALID_VIN] } : {}) };
  if (!plate.ok || Object.keys(typed).length > 0) {
    // Every message at once: the pick's too.
    const pick = picked(entry, valuations.catalogue, form);
    return { ok: false, fieldErrors: { ...(pick.ok ? {} : pick.fieldErrors), ...typed } };
  }
  // An Australian registry looks a plate up in its state's register.
  if (valuations.lookup.registry && plate.value.rego && !vin && !plate.value.state && entry.site.locale === "en-AU") {
    return { ok: false, fieldErrors: { state: [STATE_NEEDED] } };
  }
  let formError: string | undefined;
  if (valuations.lookup.registry && (plate.value.rego || vin)) {
    try {
      const found = vin
        ? await valuations.lookup.lookup({ vin }, "autograb")
        : await valuations.lookup.lookup({ rego: plate.value.rego!, state: plate.value.state }, "nevdis");
      if (found.kind === "found") return { ok: true, value: { ...found.vehicle, ...plate.value, ...(vin ? { vin } : {}) } };
      if (found.kind === "not-found") return { ok: false, fieldErrors: { [vin ? "vin" : "rego"]: [plateWords(entry.site.locale, REGO_NOT_FOUND)] } };
    } catch (error) {
      console.error("registration lookup failed:", error);
      formError = plateWords(entry.site.locale, REGISTRY_FAILED_TEXT);
    }
  }
  const pick = picked(entry, valuations.catalogue, form);
  if (!pick.ok) return { ...pick, formError };
  return { ok: true, value: { ...pick.value, ...plate.value, ...(vin ? { vin } : {}) } };
}

/** The vehicle a saved lead holds, checked again (the four-step details step reads it back). */
export function savedIdentity(raw: Record<string, unknown>): VehicleIdentity | null {
  const clean = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined && v !== null && v !== ""));
  const parsed = vehicleIdentitySchema.safeParse(clean);
  return parsed.success ? parsed.data : null;
}

const DETAIL_MESSAGES: Record<string, string> = {
  odometer: "Please enter a whole number from 0 to 2,000,000.",
  condition: "Please choose the condition.",
  service_history: "Please choose one of the options.",
  finance_owing: "Please answer Yes or No.",
};

/** Odometer and condition (required), service history and finance owing (optional). */
export function details(form: FormData): Parsed<VehicleDetails> {
  const raw: Record<string, string> = {};
  for (const name of ["odometer", "condition", "service_history", "finance_owing"]) {
    const value = text(form, name).replace(name === "odometer" ? /[,\s]/g : /$^/, "");
    if (value) raw[name] = value;
  }
  const parsed = vehicleDetailsSchema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0]);
    fieldErrors[name] = [raw[name] === undefined ? REQUIRED : DETAIL_MESSAGES[name]];
  }
  return { ok: false, fieldErrors };
}
