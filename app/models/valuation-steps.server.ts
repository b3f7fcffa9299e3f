// The valuation flow's posts (issue 12): each step is a real POST, saved to the lead as the lead
// forms save theirs ('Incomplete' until the contact step completes it, through the same outbox).
// The lead and the valuation travel as hidden ids; both are checked to be this site's and each
// other's, and a step is taken only when the lead holds every step before it. The first step, which
// creates the lead, passes the lead forms' captcha (app/models/captcha.server.ts).
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import { readFormData } from "../../server/leads/body";
import { buildLeadPayload } from "../../server/leads/payload";
import { storeLead } from "../../server/leads/submit";
import { getLead } from "../../server/leads/repository";
import { isUuid, type Lead } from "../../server/leads/schema";
import type { Valuation } from "../../server/valuation/port";
import { buildFormSchema } from "~/lib/forms/schema";
import { honeypotTripped } from "~/lib/forms/lead-payload";
import { LEAD_GONE, STEP_FAILED } from "~/lib/forms/messages";
import { successUrl } from "~/lib/forms/categories";
import type { FormKey } from "~/lib/forms/definitions";
import { formValuesFromLead, isFlowStep, stepIndex, vehicleFromLead, vehicleLeadFields, VALUATION_GONE, type FlowStepKey } from "~/lib/valuation/flow";
import { VALUATION_CATEGORY } from "~/lib/valuation/vehicle";
import { formSiteOptions, resolveForm } from "./leads.server";
import type { LeadActionData } from "./lead-action.server";
import { leadJourney } from "./lead-journey.server";
import { recordLeadEvent, recordPostedAction } from "../../server/analytics/server-events";
import { siteOrigin } from "./layout.server";
import { flowSetup, type FlowSetup } from "./valuation-flow.server";
import { details, identify, pickerLists, savedIdentity, type FieldErrors, type PickerLists } from "./valuation-identify.server";
import { decideStep, priceFrom, valueCar, type PriceView } from "./valuation-price.server";
import { captchaGate } from "./captcha.server";

/** What a post answers when it does not redirect: the step to show and what it needs. */
export interface FlowState {
  formKey: FormKey;
  flowStep: FlowStepKey;
  leadId: string | null;
  valuationId: string | null;
  /** The visitor's values for the step shown (kept after a refused post or a narrowing). */
  values: Record<string, string>;
  fieldErrors: FieldErrors;
  formError?: string;
  picker: PickerLists;
  price: PriceView | null;
  /** A line above the contact step (the offer was rejected and the reason kept). */
  note?: string;
  /** The contact step's lead form reply (conform's), for LeadForm. */
  contact?: LeadActionData;
}

type Flow = FlowSetup & { context: AppLoadContext; request: Request; form: FormData; now: Date };

const valuesOf = (form: FormData) => {
  const out: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === "string" && !k.startsWith("favourite")) out[k] = v.slice(0, 500);
  return out;
};

function reply(flow: Flow, state: Partial<FlowState> & Pick<FlowState, "flowStep">, status = 200, headers?: HeadersInit) {
  const body: FlowState = {
    formKey: flow.key,
    leadId: null,
    valuationId: null,
    values: {},
    fieldErrors: {},
    price: null,
    picker: pickerLists(flow.entry, flow.context.services.valuations.catalogue, {}),
    ...state,
  };
  return status === 200 ? body : data(body, { status, headers });
}

/** Saves a step: creates the lead on the first, updates it after, completes it on the contact step. */
async function save(flow: Flow, leadId: string | null, step: FlowStepKey, values: Record<string, unknown>) {
  const { entry, request, context } = flow;
  const number = stepIndex(flow.steps, step) + 1;
  const complete = step === "contact";
  const category = VALUATION_CATEGORY[flow.purpose];
  const { pathname, search } = new URL(request.url);
  const userAgent = request.headers.get("user-agent");
  const payload = buildLeadPayload({
    entry, values, category, car: flow.car, url: `${siteOrigin(entry, request)}${pathname}${search}`, userAgent,
    ...leadJourney(request, { visitedPages: flow.form.get("visited_pages"), linkedQueryParams: flow.form.get("linked_query_params") }, { pageFallbacks: true, now: flow.now.getTime() }), partial: !complete, step: number,
  });
  const stored = await storeLead(context.services, { entry, payload, category, status: complete ? "complete" : "Incomplete", leadId, step: number, clientIp: context.clientIp, userAgent });
  if (stored.ok) {
    const event = complete ? { kind: "submitted" as const, leadId: stored.id, category } : { kind: "next-step" as const, leadId: stored.id, step: number };
    recordLeadEvent(context.services, entry, request, request.url, flow.car, event);
  }
  return stored;
}

/** The spec's lookup and valuation events (43, 50, 52, 53) of this flow's purpose; not awaited. */
function recordFlowEvent(flow: Flow, what: "vehicle-lookup" | "valuation") {
  recordPostedAction(flow.context.services, flow.entry, flow.request, `${what}-${flow.purpose === "sell" ? "sell" : "trade-in"}`);
}

export async function valuationFlowAction(context: AppLoadContext, request: Request) {
  const setup = flowSetup(context, request);
  const read = await readFormData(request);
  const bare = { ...setup, context, request, form: new FormData(), now: new Date() };
  if (!read.ok) return reply(bare, { flowStep: setup.steps[0], formError: read.error }, read.status);
  const flow: Flow = { ...bare, form: read.value };
  const { form, entry, steps } = flow;
  const posted = form.get("flow_step");
  const step: FlowStepKey = isFlowStep(posted) && steps.includes(posted) ? posted : steps[0];
  const intent = form.get("intent");

  if (honeypotTripped(form)) {
    const payload = buildLeadPayload({ entry, values: valuesOf(form), category: VALUATION_CATEGORY[flow.purpose], url: request.url });
    await storeLead(context.services, { entry, payload, category: VALUATION_CATEGORY[flow.purpose], status: "spam", clientIp: context.clientIp });
    return redirect(successUrl(VALUATION_CATEGORY[flow.purpose]));
  }

  // The lead and the valuation it holds: this site's, still in progress, and far enough along.
  const rawLead = form.get("lead_id");
  const leadId = isUuid(rawLead) ? rawLead : null;
  const lead: Lead | null = leadId ? await getLead(context.services.db, leadId, { siteSlug: entry.site.slug }).catch(() => null) : null;
  const index = stepIndex(steps, step);
  if ((leadId && lead?.status !== "Incomplete") || (index > 0 && (lead?.step ?? 0) < index)) {
    return reply(flow, { flowStep: steps[0], formError: LEAD_GONE }, 404);
  }
  const postedValuation = typeof form.get("valuation_id") === "string" ? String(form.get("valuation_id")) : "";
  const savedValuation = typeof lead?.payload.valuation_id === "string" ? lead.payload.valuation_id : "";
  let valuation: Valuation | null = null;
  if (postedValuation !== savedValuation) return reply(flow, { flowStep: steps[0], formError: VALUATION_GONE }, 400);
  if (savedValuation) {
    valuation = await context.services.valuations.get(entry, savedValuation).catch(() => null);
    if (!valuation) return reply(flow, { flowStep: steps[0], formError: VALUATION_GONE }, 400);
  }
  const keep = { leadId, valuationId: valuation?.id ?? null, values: valuesOf(form) };

  // Without JavaScript a picker choice is a round trip that narrows the next list.
  if (intent === "narrow") {
    return reply(flow, { ...keep, flowStep: step, picker: pickerLists(entry, context.services.valuations.catalogue, { year: form.get("year"), make: form.get("make"), model: form.get("model") }) });
  }
  // Back is a POST too: the step before, with what the lead holds (nothing is saved).
  if (intent === "back" && index > 0) {
    const values = formValuesFromLead(lead?.payload ?? {});
    const target = steps[index - 1];
    const picker = pickerLists(entry, context.services.valuations.catalogue, values);
    return reply(flow, { ...keep, values, flowStep: target, picker, price: target === "price" ? priceFrom(flow, valuation, lead) : null });
  }
  const refuse = (fieldErrors: FieldErrors, formError = STEP_FAILED) =>
    reply(flow, { ...keep, flowStep: step, fieldErrors, formError, picker: pickerLists(entry, context.services.valuations.catalogue, { year: form.get("year"), make: form.get("make"), model: form.get("model") }) }, 400);
  const saved = async (at: FlowStepKey, values: Record<string, unknown>, next: Omit<Partial<FlowState>, "flowStep"> & { flowStep: FlowStepKey }) => {
    const stored = await save(flow, leadId, at, values);
    if (!stored.ok) {
      const retry = stored.retryAfterSeconds ? { "Retry-After": String(stored.retryAfterSeconds) } : undefined;
      return reply(flow, { ...keep, flowStep: at, formError: stored.error }, stored.status, retry);
    }
    return reply(flow, { leadId: stored.id, valuationId: keep.valuationId, ...next });
  };

  switch (step) {
    case "identify":
    case "vehicle": {
      const vehicle = await identify(entry, context.services.valuations, form);
      const more = step === "vehicle" ? details(form) : null;
      const fieldErrors = { ...(vehicle.ok ? {} : vehicle.fieldErrors), ...(more && !more.ok ? more.fieldErrors : {}) };
      if (vehicle.ok) recordFlowEvent(flow, "vehicle-lookup");
      if (!vehicle.ok || (more && !more.ok)) return refuse(fieldErrors, (!vehicle.ok && vehicle.formError) || STEP_FAILED);
      // The captcha guards the lead's creation, as on the lead forms (later steps continue a lead let in).
      if (!leadId) {
        const gate = await captchaGate(context.services, entry, form, new Date());
        if (!gate.ok) return "fieldErrors" in gate ? refuse(gate.fieldErrors) : refuse({}, gate.formError);
      }
      if (!more) return saved(step, vehicleLeadFields(vehicle.value), { flowStep: "details" });
      const valued = await valueCar(flow, vehicle.value, more.value);
      recordFlowEvent(flow, "valuation");
      return saved(step, { ...vehicleLeadFields(vehicle.value, more.value), ...valued.leadFields }, { flowStep: "price", valuationId: valued.id, price: valued.price });
    }
    case "details": {
      const vehicle = savedIdentity(vehicleFromLead(lead?.payload ?? {}));
      if (!vehicle) return reply(flow, { flowStep: steps[0], formError: LEAD_GONE }, 404);
      const more = details(form);
      if (!more.ok) return refuse(more.fieldErrors);
      const valued = await valueCar(flow, vehicle, more.value);
      recordFlowEvent(flow, "valuation");
      return saved(step, { ...vehicleLeadFields(vehicle, more.value), ...valued.leadFields }, { flowStep: "price", valuationId: valued.id, price: valued.price });
    }
    case "price": {
      const decided = await decideStep(flow, valuation, lead, intent);
      if (!decided.ok) return reply(flow, { ...keep, flowStep: "price", price: decided.price, fieldErrors: decided.fieldErrors, formError: STEP_FAILED }, 400);
      return saved(step, decided.leadFields, { flowStep: "contact", price: decided.price, note: decided.note });
    }
    case "contact":
      return contactStep(flow, lead!, valuation, keep);
  }
}

/** The contact step is the site's trade-in or sell-my-car lead form: its schema, payload and outbox. */
async function contactStep(flow: Flow, lead: Lead, valuation: Valuation | null, keep: Pick<FlowState, "leadId" | "valuationId">) {
  const { context, entry, form } = flow;
  const decl = await resolveForm(context, entry, flow.key, { car: flow.car, now: flow.now });
  const submission = parseWithZod(form, { schema: buildFormSchema(decl, { ...formSiteOptions(entry), now: () => flow.now }) });
  const price = priceFrom(flow, valuation, lead);
  const contact = (result: SubmissionResult<string[]>, formError: string): LeadActionData =>
    ({ formKey: flow.key, step: 0, leadId: lead.id, skipped: [], result, formError, tone: "destructive" });
  if (submission.status !== "success") {
    return reply(flow, { ...keep, flowStep: "contact", price, contact: contact(submission.reply(), STEP_FAILED) }, 400);
  }
  const stored = await save(flow, lead.id, "contact", submission.value);
  if (!stored.ok) return reply(flow, { ...keep, flowStep: "contact", price, contact: contact(submission.reply(), stored.error) }, stored.status);
  if (valuation) {
    await context.services.valuations.attachLead(entry, valuation.id, stored.id).catch((error) => console.error("attaching a lead to its valuation failed:", error));
  }
  return redirect(successUrl(VALUATION_CATEGORY[flow.purpose], flow.car ? [["car_id", flow.car.slug]] : []));
}
