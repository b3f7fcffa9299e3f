// The flow's price (issue 12): value the car (a valuer that fails is a message, never a 500), show
// the range or the honest decline, and keep what the visitor decided (accept, or reject with a
// reason where the dealership allows it).
import type { AppLoadContext } from "@remix-run/node";
import type { Lead } from "../../server/leads/schema";
import type { Valuation, ValuationResult, ValuationStatus } from "../../server/valuation/port";
import { REQUIRED, tooLong } from "~/lib/forms/messages";
import { formatPrice } from "~/lib/locale";
import { basisText, rangeText } from "~/lib/valuation/result-text";
import { valuationLeadFields, type PriceOutcome } from "~/lib/valuation/flow";
import { REJECT_REASONS, type RejectReason, type VehicleDetails, type VehicleIdentity } from "~/lib/valuation/vehicle";
import type { FlowSetup } from "./valuation-flow.server";
import type { FieldErrors } from "./valuation-identify.server";

/** What the price step shows. */
export interface PriceView {
  kind: PriceOutcome["kind"];
  vehicle: string;
  range: string | null;
  guide: string | null;
  basis: string | null;
  /** A stored priced valuation: the visitor can accept it (and reject it where enabled). */
  canDecide: boolean;
  canReject: boolean;
  status: ValuationStatus | null;
}

type Flow = FlowSetup & { context: AppLoadContext; now: Date; form: FormData };

const vehicleTitle = (v: Pick<VehicleIdentity, "year" | "make" | "model" | "badge">) => [v.year, v.make, v.model, v.badge].filter(Boolean).join(" ");

function view(flow: Flow, vehicle: VehicleIdentity, outcome: PriceOutcome, id: string | null, status: ValuationStatus | null): PriceView {
  const result: ValuationResult | null = outcome.kind === "failed" ? null : outcome.result;
  const priced = result?.kind === "priced" ? result : null;
  const canDecide = Boolean(priced && id);
  return {
    kind: outcome.kind,
    vehicle: vehicleTitle(vehicle),
    range: result ? rangeText(result) : null,
    guide: priced ? formatPrice(priced.guide) : null,
    basis: result ? basisText(result) : null,
    canDecide,
    canReject: canDecide && flow.options.offerRejection,
    status,
  };
}

const outcomeOf = (result: ValuationResult): PriceOutcome => ({ kind: result.kind, result });

/** Values the car and stores the valuation; the lead fields say what we answered. */
export async function valueCar(flow: Flow, vehicle: VehicleIdentity, details: VehicleDetails) {
  let outcome: PriceOutcome = { kind: "failed" };
  let id: string | null = null;
  try {
    const { result, valuation } = await flow.context.services.valuations.create({ entry: flow.entry, purpose: flow.purpose, car: flow.car, vehicle, details, now: flow.now });
    outcome = outcomeOf(result);
    id = valuation?.id ?? null;
  } catch (error) {
    // The valuer's CallError (or anything else): the visitor can still send their details.
    console.error("valuing a car failed:", error);
  }
  const status: ValuationStatus | null = outcome.kind === "priced" ? "offered" : outcome.kind === "declined" ? "declined" : null;
  const yesNo = flow.entry.site.forms.yes_no_questions;
  return {
    id,
    price: view(flow, vehicle, outcome, id, status),
    leadFields: valuationLeadFields({ valuationId: id, outcome, status: status ?? undefined, yesNo }),
  };
}

/** The price step again from what is stored (the contact step shows it above the form). */
export function priceFrom(flow: Flow, valuation: Valuation | null, lead: Lead | null): PriceView | null {
  if (valuation) return view(flow, valuation.vehicle, outcomeOf(valuation.result), valuation.id, valuation.status);
  const payload = lead?.payload ?? {};
  if (typeof payload.Valuation !== "string") return null;
  const vehicle = { year: Number(payload.year), make: String(payload["Vehicle Make"] ?? ""), model: String(payload["Vehicle Model"] ?? "") };
  return view(flow, vehicle, { kind: "failed" }, null, null);
}

export const REJECTED_NOTE = "Thanks for telling us. Leave your details and the dealer will talk the price over with you.";

type Decided =
  | { ok: true; leadFields: Record<string, string>; price: PriceView | null; note?: string }
  | { ok: false; fieldErrors: FieldErrors; price: PriceView | null };

/** Accept, or reject with a reason (only where the dealership enables it); a decline just moves on. */
export async function decideStep(flow: Flow, valuation: Valuation | null, lead: Lead | null, intent: FormDataEntryValue | null): Promise<Decided> {
  const price = priceFrom(flow, valuation, lead);
  if (!valuation || valuation.result.kind !== "priced") return { ok: true, leadFields: {}, price };
  const { entry, context, form } = flow;
  const yesNo = entry.site.forms.yes_no_questions;
  const fields = (status: ValuationStatus) => valuationLeadFields({ valuationId: valuation.id, outcome: outcomeOf(valuation.result), status, yesNo });
  if (intent === "reject" && flow.options.offerRejection) {
    const reason = String(form.get("reject_reason") ?? "");
    const comment = String(form.get("reject_comment") ?? "").trim();
    const fieldErrors: FieldErrors = {};
    if (!(REJECT_REASONS as readonly string[]).includes(reason)) fieldErrors.reject_reason = [REQUIRED];
    if (comment.length > 1000) fieldErrors.reject_comment = [tooLong(1000)];
    if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors, price };
    const decided = await context.services.valuations.decide(entry, valuation.id, { decision: "reject", reason: reason as RejectReason, ...(comment ? { comment } : {}) }).catch(() => null);
    const leadFields = { ...fields("rejected"), reject_reason: reason, ...(comment ? { reject_comment: comment } : {}) };
    return { ok: true, leadFields, price: decided ? priceFrom(flow, decided, lead) : price, note: REJECTED_NOTE };
  }
  const decided = await context.services.valuations.decide(entry, valuation.id, { decision: "accept" }).catch(() => null);
  return { ok: true, leadFields: fields("accepted"), price: decided ? priceFrom(flow, decided, lead) : price };
}
