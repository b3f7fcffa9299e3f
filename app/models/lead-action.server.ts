// The action behind every lead form, single- or multi-step, with or without JavaScript:
// read the post (bounded) → Origin check → honeypot (stored as spam, answered like success) →
// validate this step → captcha (first step) → build the payload → store (a partial save on every step but the last,
// later steps updating the same lead) → next step, or redirect to /success.
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import type { SiteEntry } from "../../server/sites/registry";
import type { Car } from "../../server/sites/schema";
import { readFormData } from "../../server/leads/body";
import { buildLeadPayload } from "../../server/leads/payload";
import { storeLead } from "../../server/leads/submit";
import { getLead } from "../../server/leads/repository";
import { isUuid, type Lead, type LeadFileInput } from "../../server/leads/schema";
import { buildFormSchema } from "~/lib/forms/schema";
import { bodyCap } from "~/lib/forms/upload-caps";
import { effectiveSteps, stepAlertTone, submitFailureAlert, type FormDeclaration, type ResolvedStep } from "~/lib/forms/declaration";
import { gateStep } from "~/lib/forms/wizard";
import { honeypotTripped } from "~/lib/forms/lead-payload";
import { LEAD_GONE, LEAD_SUBMIT_FAILED, STEP_FAILED } from "~/lib/forms/messages";
import { ENQUIRY_TYPE_CATEGORY, CONTACT_ENQUIRY_TYPES, successUrl, type ContactEnquiryType } from "~/lib/forms/categories";
import type { FormKey } from "~/lib/forms/definitions";
import { pagePath } from "~/lib/forms/session-journey";
import { isFileLike } from "~/lib/forms/fields";
import { checkFileContent } from "../../server/leads/file-content";
import { recordLeadEvent } from "../../server/analytics/server-events";
import { findCar, formSiteOptions, resolveForm } from "./leads.server";
import { siteOrigin } from "./layout.server";
import { leadJourney } from "./lead-journey.server";
import { captchaGate, captchaReply } from "./captcha.server";

export { STEP_FAILED };

/** What a form post answers when it does not redirect. */
export interface LeadActionData {
  formKey: FormKey;
  /** The step to show now (0-based). */
  step: number;
  leadId: string | null;
  skipped: number[];
  /** conform's reply: field errors and the visitor's values, for the step that failed. */
  result?: SubmissionResult<string[]>;
  /** Values to show on the step (after Back, the saved ones). */
  values?: Record<string, string | string[]>;
  /** The alert above the form, and its tone ('User Details' steps alert in green). */
  formError?: string;
  tone?: "success" | "destructive";
}

export interface LeadPostOptions {
  key: FormKey;
  car?: Car | null;
  now?: Date;
}

type Ctx = Pick<AppLoadContext, "services" | "clientIp">;

function fail(status: number, body: LeadActionData, retryAfterSeconds?: number) {
  return data(body, { status, headers: retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : undefined });
}

/** "a green success-style alert if the step heading is 'User Details', otherwise destructive". */
const stepTone = (steps: ResolvedStep[], index: number) => (steps.length > 1 ? stepAlertTone(steps[index].heading) : "destructive");

/** The body cap of the form: from its file fields' declared caps (~/lib/forms/upload-caps). */
const formBodyCap = (decl: FormDeclaration) => bodyCap(decl.steps.flatMap((s) => s.fields).filter((field) => field.type === "file"));

const int = (value: FormDataEntryValue | null, max: number) => {
  const n = typeof value === "string" && /^\d{1,3}$/.test(value) ? Number(value) : 0;
  return Math.min(Math.max(n, 0), max);
};

function skippedOf(raw: FormDataEntryValue | null, stepCount: number): number[] {
  if (typeof raw !== "string") return [];
  const list = raw.split(",").map((s) => s.trim()).filter((s) => /^\d{1,3}$/.test(s)).map(Number);
  return [...new Set(list.filter((n) => n >= 1 && n <= stepCount))].sort((a, b) => a - b);
}

/** Stored payload values back into form values (after Back). */
function toFormValues(payload: Record<string, unknown>, names: string[]): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const name of names) {
    const v = payload[name];
    if (typeof v === "string") out[name] = v;
    else if (typeof v === "number") out[name] = String(v);
    else if (typeof v === "boolean") out[name] = v ? "on" : "";
    else if (Array.isArray(v)) out[name] = v.filter((x): x is string => typeof x === "string");
  }
  return out;
}

/** The uploads, each checked by its content; a file that fails is a message under its field. */
async function toFiles(values: Record<string, unknown>, decl: FormDeclaration) {
  const files: LeadFileInput[] = [];
  const fieldErrors = new Map<string, string[]>();
  for (const field of decl.steps.flatMap((s) => s.fields)) {
    if (field.type !== "file") continue;
    const list = values[field.name];
    delete values[field.name];
    if (!Array.isArray(list)) continue;
    for (const file of list) {
      if (!(file instanceof Blob) || !isFileLike(file)) continue;
      const data = new Uint8Array(await file.arrayBuffer());
      const content = await checkFileContent(data, field.accept ?? []);
      if (!content.ok) {
        fieldErrors.set(field.name, [...new Set([...(fieldErrors.get(field.name) ?? []), content.error])]);
        continue;
      }
      files.push({ filename: file.name.slice(0, 255) || "upload", contentType: content.contentType, data });
    }
  }
  return { files, fieldErrors: Object.fromEntries(fieldErrors) };
}

/** A same-site path to offer as "continue browsing" on the success page. */
function safeBackPath(raw: FormDataEntryValue | null): string | null {
  const path = pagePath(typeof raw === "string" ? raw : null);
  return path && !path.startsWith("/success") ? path : null;
}

export async function handleLeadPost(context: Ctx, entry: SiteEntry, request: Request, options: LeadPostOptions) {
  const { key } = options;
  const now = options.now ?? new Date();
  const services = context.services;
  const base: LeadActionData = { formKey: key, step: 0, leadId: null, skipped: [] };

  let car = options.car ?? null;
  let decl = await resolveForm(context, entry, key, { car, now });
  const read = await readFormData(request, formBodyCap(decl));
  if (!read.ok) return fail(read.status, { ...base, formError: read.error, tone: "destructive" });
  const form = read.value;

  const steps = effectiveSteps(decl, formSiteOptions(entry));
  const last = steps.length - 1;
  const step = int(form.get("step"), last);
  const rawLeadId = form.get("lead_id");
  const leadId = isUuid(rawLeadId) ? rawLeadId : null;
  const skipped = skippedOf(form.get("skipped"), steps.length);
  const state: LeadActionData = { ...base, step, leadId, skipped };
  const failureAlert = (error: string) => submitFailureAlert(entry.site.template, error, stepTone(steps, step));
  const intent = form.get("intent");

  if (intent === "back" && steps.length > 1) {
    const target = Math.max(step - 1, 0);
    const lead = leadId ? await getLead(services.db, leadId, { siteSlug: entry.site.slug }).catch(() => null) : null;
    const names = steps[target].fields.map((f) => f.name);
    return { ...state, step: target, values: lead ? toFormValues(lead.payload, names) : {} } satisfies LeadActionData;
  }

  // A form about a car named in a field (the finance form's hidden car_id) is about that car.
  const carField = form.get("car_id");
  if (!car && typeof carField === "string" && carField) {
    car = findCar({ site: entry, services }, carField);
    if (car) decl = await resolveForm(context, entry, key, { car, now });
  }
  const siteOptions = { ...formSiteOptions(entry), now: () => now, fileTypesByContent: true };
  const category = decl.category;
  // A form posts to its page's own route, and Remix hands the action that URL without its data-request
  // markers: the lead's page address, on the site's own origin.
  const { pathname, search } = new URL(request.url);
  const pageUrl = `${siteOrigin(entry, request)}${pathname}${search}`;
  const succeed = (categoryName: string) => {
    const pairs: [string, string][] = [];
    if (car && (categoryName === "New Vehicle Enquiry" || categoryName === "Used Vehicle Enquiry")) pairs.push(["car_type", car.car_type]);
    if (car) pairs.push(["car_id", car.slug]);
    const back = safeBackPath(form.get("redirectTo"));
    if (back) pairs.push(["back", back]);
    return redirect(successUrl(categoryName, pairs));
  };

  if (honeypotTripped(form)) {
    const raw = new Map<string, string>();
    for (const [k, v] of form) if (typeof v === "string" && k.length <= 100) raw.set(k, v.slice(0, 2_000));
    const values = Object.fromEntries(raw);
    const payload = buildLeadPayload({ entry, values, category, car, url: pageUrl, userAgent: request.headers.get("user-agent") });
    await storeLead(services, { entry, payload, category, status: "spam", clientIp: context.clientIp, userAgent: request.headers.get("user-agent") });
    return succeed(category);
  }

  // How far the lead has come is the server's to know: a later step is taken only when every step
  // between is saved, or optional (then recorded as skipped).
  let lead: Lead | null = null;
  try {
    lead = leadId ? await getLead(services.db, leadId, { siteSlug: entry.site.slug }) : null;
  } catch (error) {
    console.error("reading a lead to continue failed:", error);
    return fail(503, { ...state, ...failureAlert(LEAD_SUBMIT_FAILED) });
  }
  if (leadId && lead?.status !== "Incomplete") return fail(404, { ...state, formError: LEAD_GONE, tone: stepTone(steps, step) });
  let passedOver: number[] = [];
  if (steps.length > 1) {
    const gate = gateStep(decl, siteOptions, { form, posted: step, saved: lead?.step ?? 0 });
    if (!gate.ok) return fail(400, { ...state, step: gate.stepIndex, result: gate.result, formError: STEP_FAILED, tone: stepTone(steps, gate.stepIndex) });
    passedOver = gate.passedOver;
  }

  const schema = buildFormSchema(decl, { ...siteOptions, stepIndex: steps.length > 1 ? step : undefined });
  const submission = parseWithZod(form, { schema });
  if (submission.status !== "success") {
    return fail(400, {
      ...state,
      result: submission.reply(),
      formError: STEP_FAILED,
      tone: stepTone(steps, step),
    });
  }

  const values: Record<string, unknown> = { ...submission.value };
  const { files, fieldErrors } = await toFiles(values, decl);
  if (Object.keys(fieldErrors).length > 0) {
    return fail(400, { ...state, result: submission.reply({ fieldErrors }), formError: STEP_FAILED, tone: stepTone(steps, step) });
  }
  // The captcha guards the lead's creation (a later step continues a lead already let in).
  if (!leadId) {
    const gate = await captchaGate(services, entry, form, new Date());
    if (!gate.ok) return fail(400, { ...state, ...captchaReply(gate, submission), tone: stepTone(steps, step) });
  }
  let categoryName: string = category;
  if (key === "contact" && typeof values.category === "string") {
    const type = values.category as ContactEnquiryType;
    if ((CONTACT_ENQUIRY_TYPES as readonly string[]).includes(type)) categoryName = ENQUIRY_TYPE_CATEGORY[type];
    values.enquiry_type = type;
  }
  delete values.category;
  if (car) delete values.car_id;
  // A location chosen by the page rather than the visitor (a location's own contact page).
  const pageLocation = form.get("location_id");
  if (values.location_id === undefined && typeof pageLocation === "string" && /^\d{1,12}$/.test(pageLocation)) values.location_id = pageLocation;

  // A step left empty (possible only when all its fields are optional) is a skipped step.
  const stepFields = steps[step].fields.filter((f) => f.type !== "hidden" && f.type !== "button");
  const skippedNow = steps.length > 1 && stepFields.every((f) => !f.required && values[f.name] === undefined);
  const saved = (lead?.skippedSteps ?? []).filter((n) => n !== step + 1);
  const skippedSteps = [...new Set([...saved, ...passedOver, ...(skippedNow ? [step + 1] : [])])].sort((a, b) => a - b);

  const isLast = step === last;
  const payload = buildLeadPayload({
    entry,
    values,
    category: categoryName,
    subcategory: decl.subcategory,
    car,
    url: pageUrl,
    userAgent: request.headers.get("user-agent"),
    ...leadJourney(request, { visitedPages: form.get("visited_pages"), linkedQueryParams: form.get("linked_query_params") }, { pageFallbacks: true, now: now.getTime() }),
    partial: !isLast,
    step: steps.length > 1 ? step + 1 : undefined,
    skippedSteps,
    hasFiles: files.length > 0,
  });
  const stored = await storeLead(services, {
    entry,
    payload,
    category: categoryName,
    subcategory: decl.subcategory,
    status: isLast ? "complete" : "Incomplete",
    leadId,
    step: steps.length > 1 ? step + 1 : undefined,
    skippedSteps,
    files,
    clientIp: context.clientIp,
    userAgent: request.headers.get("user-agent"),
  });
  if (!stored.ok) {
    // "Without an id, the error is shown and the user stays", with the input kept.
    return fail(stored.status, {
      ...state,
      result: submission.reply(),
      ...failureAlert(stored.error),
    }, stored.retryAfterSeconds);
  }
  const event = isLast ? { kind: "submitted" as const, leadId: stored.id, category: categoryName } : { kind: "next-step" as const, leadId: stored.id, step: step + 1 };
  recordLeadEvent(services, entry, request, pageUrl, car, event);
  if (isLast) return succeed(categoryName);
  return { ...state, step: step + 1, leadId: stored.id, skipped: skippedSteps, values: {} } satisfies LeadActionData;
}
