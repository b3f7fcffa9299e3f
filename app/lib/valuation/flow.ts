// The visitor's valuation flow (issue 12) as pure rules: which steps a dealer's variant has, what a
// step is called, the lead fields a valuation adds. The page model (app/models/valuation-flow.server.ts)
// runs them; docs/decisions/2026-11-27-valuation-flow.md says why the two variants differ.
import type { ValuationResult, ValuationStatus } from "../../../server/valuation/port";
import { basisText, DECLINED_TEXT, rangeText } from "./result-text";
import { formatPrice } from "../locale";
import type { ValuationPurpose, VehicleDetails, VehicleIdentity } from "./vehicle";

/** identify: rego/VIN or the pick; details: odometer, condition, history, finance; vehicle: both at once. */
export const FLOW_STEP_KEYS = ["identify", "details", "vehicle", "price", "contact"] as const;
export type FlowStepKey = (typeof FLOW_STEP_KEYS)[number];

export const THREE_STEPS: readonly FlowStepKey[] = ["vehicle", "price", "contact"];
export const FOUR_STEPS: readonly FlowStepKey[] = ["identify", "details", "price", "contact"];

/** The steps of a dealer's variant: four_step_valuation_form splits the vehicle from its details. */
export const flowSteps = (fourStep: boolean): readonly FlowStepKey[] => (fourStep ? FOUR_STEPS : THREE_STEPS);

export const STEP_HEADINGS: Record<FlowStepKey, string> = {
  identify: "Your Vehicle",
  details: "Vehicle Details",
  vehicle: "Your Vehicle",
  price: "Your Price",
  contact: "Lock In Your Price",
};

export const isFlowStep = (value: unknown): value is FlowStepKey => typeof value === "string" && (FLOW_STEP_KEYS as readonly string[]).includes(value);

/** The step's place in the variant (0-based), or -1 when the variant has no such step. */
export const stepIndex = (steps: readonly FlowStepKey[], key: FlowStepKey) => steps.indexOf(key);

/** Whether the step asks which car it is (the picker or the registry). */
export const asksIdentity = (key: FlowStepKey) => key === "identify" || key === "vehicle";
/** Whether the step asks the odometer and condition; this is the step that values the car. */
export const asksDetails = (key: FlowStepKey) => key === "details" || key === "vehicle";

/** What the price step had to say: a range, an honest decline, or a valuer that did not answer. */
export type PriceOutcome = { kind: "priced" | "declined"; result: ValuationResult } | { kind: "failed" };

export const VALUER_FAILED_TEXT = "We couldn't reach our valuation service just now. Send us your details and we'll call you with a price.";
export const NO_REGISTRY_TEXT = "Registration lookup isn't available on this site. Please choose your car from the lists below.";
export const REGISTRY_FAILED_TEXT = "Registration lookup isn't answering just now. Please choose your car from the lists below.";
export const REGO_NOT_FOUND = "We couldn't find that registration. Please check it, or choose your car from the lists below.";
/** US visitors read "license plate" where others read "registration" (as the lead forms say it). */
export const plateWords = (locale: string, text: string) =>
  locale === "en-US" ? text.replace(/\bregistration\b/g, "license plate").replace(/\bRegistration\b/g, "License plate") : text;

export const VALUATION_GONE = "This valuation can no longer be continued. Please start again.";

/** "$12,300 – $15,800 (guide $14,000). Based on 5 comparable cars in our stock": the lead's one line. */
export function valuationSummary(outcome: PriceOutcome): string {
  if (outcome.kind === "failed") return "Not valued: the valuation service did not answer";
  const { result } = outcome;
  if (result.kind === "declined") return `${DECLINED_TEXT} (${basisText(result)})`;
  return `${rangeText(result)} (guide ${formatPrice(result.guide)}). ${basisText(result)}`;
}

const STATUS_TEXT: Record<ValuationStatus, string> = { offered: "Offered", declined: "Declined", accepted: "Accepted", rejected: "Rejected" };

export interface ValuationLeadInput {
  valuationId: string | null;
  outcome: PriceOutcome;
  status?: ValuationStatus;
  /** The site sends the spec's Yes/No texts (forms.yes_no_questions). */
  yesNo: boolean;
}

/**
 * The lead fields a valuation adds: its id, one line saying what we answered, its status, and
 * 'Valuation guide' as Yes/No text (Yes when the visitor was shown a priced guide).
 */
export function valuationLeadFields({ valuationId, outcome, status, yesNo }: ValuationLeadInput): Record<string, string> {
  const out: Record<string, string> = { Valuation: valuationSummary(outcome) };
  if (valuationId) out.valuation_id = valuationId;
  if (status) out.valuation_status = STATUS_TEXT[status];
  if (yesNo) out["Valuation guide"] = outcome.kind === "priced" ? "Yes" : "No";
  return out;
}

/** The visitor's vehicle as lead fields, in the names the trade-in forms always used. */
export function vehicleLeadFields(vehicle: VehicleIdentity, details?: VehicleDetails): Record<string, string | number> {
  const out: Record<string, string | number> = { "Vehicle Make": vehicle.make, "Vehicle Model": vehicle.model, year: vehicle.year };
  if (vehicle.badge) out.badge = vehicle.badge;
  if (vehicle.rego) out.Rego = vehicle.rego;
  if (vehicle.state) out.state = vehicle.state;
  if (vehicle.vin) out.vin = vehicle.vin;
  if (details) {
    out.odometer = details.odometer;
    out.condition = details.condition;
    if (details.service_history) out.service_history = details.service_history;
    if (details.finance_owing) out.finance_owing = details.finance_owing;
  }
  return out;
}

/** The vehicle back out of a saved lead (four-step: the details step reads what identify saved). */
export function vehicleFromLead(payload: Record<string, unknown>): Record<string, unknown> {
  return {
    year: payload.year,
    make: payload["Vehicle Make"],
    model: payload["Vehicle Model"],
    badge: payload.badge,
    rego: payload.Rego,
    state: payload.state,
    vin: payload.vin,
  };
}

const FORM_NAMES: Record<string, string> = {
  year: "year", "Vehicle Make": "make", "Vehicle Model": "model", badge: "badge", Rego: "rego", state: "state", vin: "vin",
  odometer: "odometer", condition: "condition", service_history: "service_history", finance_owing: "finance_owing",
};

/** A saved lead's vehicle and details as the flow's form values (Back shows what was saved). */
export function formValuesFromLead(payload: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, name] of Object.entries(FORM_NAMES)) {
    const value = payload[key];
    if (typeof value === "string" || typeof value === "number") out[name] = String(value);
  }
  return out;
}

export const PURPOSE_HEADINGS: Record<ValuationPurpose, string> = { "trade-in": "Trade-in Valuation", sell: "Sell My Car" };
