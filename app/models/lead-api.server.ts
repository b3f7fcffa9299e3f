// The lead API (spec point 7, "Leads and forms"): POST /api/leads {lead} → {id}, PUT
// /api/leads/{id} updates a partial lead, POST /api/leads/with-files (multipart), and the /mock/...
// twins that validate the same way but store nothing. Every bad body is a 4xx JSON
// {error, fieldErrors} whose field errors are the spec's own messages; never a 500.
import { randomUUID } from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";
import type { SiteEntry } from "../../server/sites/registry";
import { readBytes, readJson } from "../../server/leads/body";
import { buildLeadPayload } from "../../server/leads/payload";
import { storeLead } from "../../server/leads/submit";
import { LEAD_DESTINATIONS, type LeadDestination, type LeadFileInput } from "../../server/leads/schema";
import { HONEYPOT_FIELD, MAX_FIELD_NAME_LENGTH, MAX_LEAD_FIELDS, buildLeadPayloadSchema, honeypotTripped, isFilledHoneypot } from "~/lib/forms/lead-payload";
import { findLeadCategory } from "~/lib/forms/categories";
import { fieldErrorsOf } from "~/lib/forms/schema";
import { MISSING_LEAD, fileTooLarge, tooManyFiles } from "~/lib/forms/messages";
import { fileProblem, isEmptyFile } from "~/lib/forms/fields";
import { checkFileContent } from "../../server/leads/file-content";
import { UPLOAD_BODY_BYTES, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from "~/lib/forms/upload-caps";
import { findCar } from "./leads.server";
import { siteOrigin } from "./layout.server";
import { leadJourney } from "./lead-journey.server";

type Ctx = Pick<AppLoadContext, "services" | "clientIp" | "site">;

export const INVALID_LEAD = "The lead has errors: see fieldErrors.";
export const UNKNOWN_DESTINATION = "Unknown lead destination: use 'server' or 'car-clarity'.";

export const UPLOAD_ACCEPT = [".pdf", ".doc", ".docx", ".jpg", ".jpeg", ".png", ".webp", ".heic", ".txt"] as const;

// A failure reply also says `lead_id: null` (spec point 8: "returns {lead_id: null, error}").
const json = (body: object, status = 200, headers: Record<string, string> = {}) =>
  Response.json(status >= 400 ? { lead_id: null, ...body } : body, { status, headers: { "Cache-Control": "no-store", ...headers } });

export const methodNotAllowed = (allow: string) => json({ error: `Use ${allow}.` }, 405, { Allow: allow });

/** fieldErrorsOf, with the {lead: ...} wrapper left out of the field names. */
function leadFieldErrors(error: Parameters<typeof fieldErrorsOf>[0]): Record<string, string[]> {
  const out = new Map<string, string[]>(); // caller-chosen names: never index a plain object with them
  for (const [key, messages] of Object.entries(fieldErrorsOf(error))) {
    const name = key === "" ? "lead" : key.replace(/^lead\.?/, "") || "lead";
    out.set(name, [...new Set([...(out.get(name) ?? []), ...messages])]);
  }
  return Object.fromEntries(out);
}

function destinationOf(entry: SiteEntry, body: unknown, request: Request): { ok: true; value: LeadDestination } | { ok: false } {
  const fromBody = typeof body === "object" && body !== null ? (body as Record<string, unknown>).destination : undefined;
  const raw = fromBody ?? new URL(request.url).searchParams.get("destination") ?? entry.site.forms.lead_destination;
  return (LEAD_DESTINATIONS as readonly unknown[]).includes(raw) ? { ok: true, value: raw as LeadDestination } : { ok: false };
}

type Parsed =
  | { ok: true; lead: Record<string, unknown>; destination: LeadDestination; spam: boolean }
  | { ok: false; response: Response };

function validate(entry: SiteEntry, body: unknown, request: Request): Parsed {
  const destination = destinationOf(entry, body, request);
  if (!destination.ok) return { ok: false, response: json({ error: UNKNOWN_DESTINATION, fieldErrors: { destination: [UNKNOWN_DESTINATION] } }, 400) };
  const rawLead = typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>).lead : undefined;
  if (typeof rawLead === "object" && rawLead !== null && !Array.isArray(rawLead) && honeypotTripped(rawLead as Record<string, unknown>)) {
    return { ok: true, lead: rawLead as Record<string, unknown>, destination: destination.value, spam: true };
  }
  const schema = buildLeadPayloadSchema({ locale: entry.site.locale, mobileOnly: entry.site.forms.mobile_only_phone, termsRequired: entry.site.forms.show_terms });
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const fieldErrors = leadFieldErrors(parsed.error);
    const error = fieldErrors.lead?.[0] === MISSING_LEAD ? MISSING_LEAD : INVALID_LEAD;
    return { ok: false, response: json({ error, fieldErrors }, 400) };
  }
  return { ok: true, lead: parsed.data.lead as Record<string, unknown>, destination: destination.value, spam: false };
}

/** The API caller's lead with the server's own fields: site, page, car, location, overrides. */
function payloadOf(context: Ctx, request: Request, lead: Record<string, unknown>, hasFiles: boolean) {
  const entry = context.site;
  const car = typeof lead.car_id === "number" || typeof lead.car_id === "string" ? findCar(context, String(lead.car_id)) : null;
  const values = { ...lead };
  if (car) delete values.car_id;
  const attributes = (lead.lead_attributes ?? {}) as { visited_pages?: unknown; linked_query_params?: unknown };
  const partial = lead.lead_status === "Incomplete" || lead.form_completed === false;
  const url = typeof lead.url === "string" ? lead.url : `${siteOrigin(entry, request)}/`;
  const payload = buildLeadPayload({
    entry,
    values,
    category: String(lead.category),
    subcategory: typeof lead.subcategory === "string" ? lead.subcategory : null,
    car,
    url: url.startsWith("/") ? `${siteOrigin(entry, request)}${url}` : url,
    userAgent: typeof lead.user_agent === "string" ? lead.user_agent : request.headers.get("user-agent"),
    ...leadJourney(request, { visitedPages: attributes.visited_pages, linkedQueryParams: attributes.linked_query_params }, { pageFallbacks: false }),
    partial,
    step: typeof lead.step === "number" ? lead.step : undefined,
    hasFiles,
  });
  return { payload, partial, category: String(lead.category), subcategory: typeof lead.subcategory === "string" ? lead.subcategory : null };
}

/** What is kept of a bot's lead (it skipped validation): its top-level text, numbers and yes/no, bounded as a form's. */
function spamValues(lead: Record<string, unknown>): Record<string, unknown> {
  const kept = new Map<string, unknown>();
  for (const [key, value] of Object.entries(lead).slice(0, MAX_LEAD_FIELDS)) {
    if (key.length > MAX_FIELD_NAME_LENGTH) continue;
    if (typeof value === "string") kept.set(key, value.slice(0, 2_000));
    else if (typeof value === "number" || typeof value === "boolean") kept.set(key, value);
  }
  return Object.fromEntries(kept);
}

interface ApiOptions {
  /** The /mock twin: validate, store nothing. */
  mock?: boolean;
  /** PUT /api/leads/{id}. */
  leadId?: string;
}

async function accept(context: Ctx, request: Request, body: unknown, files: LeadFileInput[], options: ApiOptions): Promise<Response> {
  const entry = context.site;
  const parsed = validate(entry, body, request);
  if (!parsed.ok) return parsed.response;
  if (options.mock) return json({ id: options.leadId ?? `mock-${randomUUID()}` }, options.leadId ? 200 : 201);
  const userAgent = request.headers.get("user-agent");
  if (parsed.spam) {
    // Answered like a success, stored as spam, never delivered.
    const stored = await storeLead(context.services, {
      entry,
      payload: { ...spamValues(parsed.lead), website_slug: entry.site.slug },
      category: (typeof parsed.lead.category === "string" && findLeadCategory(parsed.lead.category)) || "General",
      status: "spam",
      clientIp: context.clientIp,
      userAgent,
    });
    return stored.ok ? json({ id: stored.id }, 201) : json({ error: stored.error }, stored.status);
  }
  const { payload, partial, category, subcategory } = payloadOf(context, request, parsed.lead, files.length > 0);
  const stored = await storeLead(context.services, {
    entry,
    payload,
    category,
    subcategory,
    status: partial ? "Incomplete" : "complete",
    leadId: options.leadId,
    step: typeof parsed.lead.step === "number" ? parsed.lead.step : undefined,
    files,
    destination: parsed.destination,
    clientIp: context.clientIp,
    userAgent,
  });
  if (!stored.ok) {
    const headers: Record<string, string> = stored.retryAfterSeconds ? { "Retry-After": String(stored.retryAfterSeconds) } : {};
    const error = stored.status === 404 ? "No lead with this id can be updated on this site (it is unknown, or already complete)." : stored.error;
    return json({ error }, stored.status, headers);
  }
  return json({ id: stored.id }, options.leadId ? 200 : 201);
}

/** POST /api/leads and PUT /api/leads/{id} (and their /mock twins): a JSON {lead: {...}}. */
export async function leadApiJson(context: Ctx, request: Request, options: ApiOptions = {}): Promise<Response> {
  const body = await readJson(request);
  if (!body.ok) return json({ error: body.error, fieldErrors: {} }, body.status);
  return accept(context, request, body.value, [], options);
}

/**
 * POST /api/leads/with-files: multipart with the lead as JSON text in `lead` (the lead, or
 * {lead: {...}} as the forwarder sends it; or its fields as `lead[name]` parts) and the files in `files[]`.
 */
export async function leadApiWithFiles(context: Ctx, request: Request, options: ApiOptions = {}): Promise<Response> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(type.trim())) {
    return json({ error: "Send the lead and its files as multipart/form-data.", fieldErrors: {} }, 415);
  }
  const bytes = await readBytes(request, UPLOAD_BODY_BYTES);
  if (!bytes.ok) {
    const error = bytes.status === 413 ? `The upload is too large: at most ${UPLOAD_MAX_FILES} files of ${UPLOAD_MAX_BYTES / 1024 / 1024} MB each.` : bytes.error;
    return json({ error, fieldErrors: {} }, bytes.status);
  }
  let form: FormData;
  try {
    form = await new Response(bytes.value, { headers: { "content-type": type } }).formData();
  } catch {
    return json({ error: "The multipart body could not be read.", fieldErrors: {} }, 400);
  }
  let lead: unknown;
  const rawLead = form.get("lead");
  if (typeof rawLead === "string") {
    try {
      lead = JSON.parse(rawLead);
      // The part may hold the lead itself or, as the JSON API's body, {lead: {...}}.
      if (lead && typeof lead === "object" && !Array.isArray(lead) && Object.keys(lead).length === 1 && "lead" in lead) lead = (lead as { lead: unknown }).lead;
    } catch {
      return json({ error: "The lead part is not valid JSON.", fieldErrors: { lead: ["The lead part is not valid JSON."] } }, 400);
    }
  } else {
    const fields = new Map<string, string>();
    for (const [key, value] of form) {
      const m = key.match(/^lead\[([^\]]{1,100})\]$/);
      if (!m || typeof value !== "string") continue;
      // Every occurrence of the honeypot counts: a filled one is never hidden behind a later empty one.
      if (m[1] === HONEYPOT_FIELD && isFilledHoneypot(fields.get(m[1])) && !isFilledHoneypot(value)) continue;
      fields.set(m[1], value);
    }
    lead = fields.size > 0 ? Object.fromEntries(fields) : undefined;
  }
  // A nameless empty part is an empty file input ("no file"); a named empty file is refused as empty.
  const uploads = [...form.getAll("files[]"), ...form.getAll("files")].filter((v): v is File => typeof v !== "string" && !isEmptyFile(v));
  const problems: string[] = [];
  const files: LeadFileInput[] = [];
  if (uploads.length > UPLOAD_MAX_FILES) problems.push(tooManyFiles(UPLOAD_MAX_FILES));
  for (const file of uploads.slice(0, UPLOAD_MAX_FILES)) {
    // The size from the part; the type from the bytes alone (a name or a claimed type proves nothing).
    let problem = fileProblem(file, { maxBytes: UPLOAD_MAX_BYTES, accept: [] });
    if (!problem) {
      const data = new Uint8Array(await file.arrayBuffer());
      const content = await checkFileContent(data, UPLOAD_ACCEPT);
      if (content.ok) files.push({ filename: file.name.slice(0, 255) || "upload", contentType: content.contentType, data });
      else problem = content.error;
    }
    if (problem && !problems.includes(problem)) problems.push(problem);
  }
  if (problems.length > 0) return json({ error: problems[0], fieldErrors: { files: problems } }, problems[0] === fileTooLarge(UPLOAD_MAX_BYTES) ? 413 : 400);
  return accept(context, request, { lead, destination: form.get("destination") ?? undefined }, files, options);
}

