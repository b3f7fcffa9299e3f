// The valuation JSON API (issue 12; spec point 7's paths) for testers and the site's own scripts:
//   POST /api/nevdis, POST /api/simple-autograb-lookup  {rego, regoState} | {vin} → 200 {vehicle, source}
//   POST /api/valuations   {vehicle, odometer, condition, ...} → 201 {id, ..., result}
//   PUT  /api/valuations   {id, odometer, condition, ...}      → 200 the valuation, valued again
//   POST /api/miscellaneous {id, column_name: "valuation", ...} → 200 (the sites with valuation.miscellaneous)
// Bad bodies are a 400 {error, fieldErrors}; a registry's "no such car" a 404 with a field error;
// a failing valuation API a 503 with Retry-After (the visitor can still send their details).
import type { AppLoadContext } from "@remix-run/node";
import type { z } from "zod";
import { readJson } from "../../server/leads/body";
import { CallError } from "../../server/http/fetch";
import { VALUATION_LIMITED_MESSAGE } from "../../server/rate-limits";
import type { Valuation, VehicleDetails } from "../../server/valuation/port";
import { adjustBodySchema, createBodySchema, junkInBody, lookupBodySchema, miscellaneousBodySchema } from "~/lib/valuation/api-body";
import { fieldErrorsOf } from "~/lib/forms/schema";
import { findCar } from "./leads.server";

type Ctx = Pick<AppLoadContext, "services" | "clientIp" | "site">;

/** The JSON bodies are a few fields: 64 KB is far more than any caller needs. */
export const VALUATION_BODY_BYTES = 64 * 1024;
export const RETRY_AFTER_SECONDS = 60;

export const INVALID_BODY = "The request has errors: see fieldErrors.";
export const NOT_AN_OBJECT = "Send a JSON object.";
export const SEND_JSON = "Send the request as JSON (Content-Type: application/json).";
export const NOT_FOUND_REGO = "We couldn't find a vehicle with this registration. Check the plate and state, or choose your car from the list.";
export const NOT_FOUND_VIN = "We couldn't find a vehicle with this VIN. Check it, or choose your car from the list.";
export const NO_REGISTRY = "This site cannot look up registrations or VINs: choose the car's year, make, model and badge from the catalogue instead.";
export const UNAVAILABLE = "The valuation service is not answering just now. Please try again in a minute, or send us your details and we'll call you with a price.";
export const NO_SUCH_VALUATION = "No valuation with this id on this site.";
export const NO_SUCH_CAR = "No such car on this site.";
export const NO_MISCELLANEOUS = "This site does not keep miscellaneous values.";

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
const refused = (status: number, error: string, fieldErrors: Record<string, string[]> = {}, headers: Record<string, string> = {}) =>
  json({ error, fieldErrors }, status, headers);

type Read<T> = { ok: true; value: T } | { ok: false; response: Response };

/** The JSON object of the request, size-capped, with no prototype keys or control characters. */
async function readObject(request: Request): Promise<Read<Record<string, unknown>>> {
  const body = await readJson(request, VALUATION_BODY_BYTES);
  if (!body.ok) return { ok: false, response: refused(body.status, body.status === 415 ? SEND_JSON : body.error) };
  const value = body.value;
  if (typeof value !== "object" || value === null || Array.isArray(value)) return { ok: false, response: refused(400, NOT_AN_OBJECT) };
  const junk = junkInBody(value);
  if (junk) return { ok: false, response: refused(400, INVALID_BODY, junk) };
  return { ok: true, value: value as Record<string, unknown> };
}

async function readBody<T>(request: Request, schema: z.ZodType<T, z.ZodTypeDef, unknown>): Promise<Read<T>> {
  const body = await readObject(request);
  if (!body.ok) return body;
  const parsed = schema.safeParse(body.value);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, response: refused(400, INVALID_BODY, fieldErrorsOf(parsed.error)) };
}

/** Each lookup or valuation may be a paid call upstream: counted per client once the body is good. */
async function limited(context: Ctx): Promise<Response | null> {
  const decision = await context.services.limits.valuation.consume(context.clientIp || "unknown");
  return decision.ok ? null : refused(429, VALUATION_LIMITED_MESSAGE, {}, { "Retry-After": String(decision.retryAfterSeconds) });
}

/** The valuation API failed (after its retries): logged; the caller is told to retry or leave details. */
function unavailable(error: CallError): Response {
  console.error(error.message);
  return refused(503, UNAVAILABLE, {}, { "Retry-After": String(RETRY_AFTER_SECONDS) });
}

async function orUnavailable(run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (CallError.is(error)) return unavailable(error);
    throw error;
  }
}

export function valuationJson(v: Valuation) {
  return {
    id: v.id,
    purpose: v.purpose,
    status: v.status,
    car_slug: v.carSlug,
    vehicle: v.vehicle,
    details: v.details,
    result: v.result,
    created_at: v.createdAt.toISOString(),
    updated_at: v.updatedAt.toISOString(),
  };
}

/** POST /api/nevdis (registration lookup) and /api/simple-autograb-lookup (vehicle lookup). */
export async function vehicleLookupApi(context: Ctx, request: Request, via: "nevdis" | "autograb"): Promise<Response> {
  const body = await readBody(request, lookupBodySchema(context.site.site.locale));
  if (!body.ok) return body.response;
  const query = body.value;
  return (await limited(context)) ?? orUnavailable(async () => {
    const result = await context.services.valuations.lookup.lookup(query, via);
    if (result.kind === "found") return json({ vehicle: result.vehicle, source: result.source });
    if (result.kind === "no-registry") return json({ error: NO_REGISTRY, fieldErrors: {}, registry: false }, 422);
    return "vin" in query ? refused(404, NOT_FOUND_VIN, { vin: [NOT_FOUND_VIN] }) : refused(404, NOT_FOUND_REGO, { rego: [NOT_FOUND_REGO] });
  });
}

const detailsOf = ({ odometer, condition, service_history, finance_owing }: VehicleDetails): VehicleDetails => ({
  odometer,
  condition,
  ...(service_history ? { service_history } : {}),
  ...(finance_owing ? { finance_owing } : {}),
});

/** POST /api/valuations: values the car and keeps the valuation; the result even when keeping it failed (then id null). */
export async function createValuationApi(context: Ctx, request: Request, now = new Date()): Promise<Response> {
  const entry = context.site;
  const body = await readBody(request, createBodySchema(entry.site.locale, now));
  if (!body.ok) return body.response;
  const { purpose, car_id, vehicle } = body.value;
  const car = car_id === undefined ? null : findCar(context, String(car_id));
  if (car_id !== undefined && !car) return refused(400, INVALID_BODY, { car_id: [NO_SUCH_CAR] });
  const details = detailsOf(body.value);
  return (await limited(context)) ?? orUnavailable(async () => {
    const { result, valuation } = await context.services.valuations.create({ entry, vehicle, details, now, purpose, car });
    if (valuation) return json(valuationJson(valuation), 201);
    return json({ id: null, purpose, status: null, car_slug: car?.slug ?? null, vehicle, details, result });
  });
}

/** PUT /api/valuations: the adjustment call, new details valued again under the same id. */
export async function adjustValuationApi(context: Ctx, request: Request, now = new Date()): Promise<Response> {
  const body = await readBody(request, adjustBodySchema);
  if (!body.ok) return body.response;
  const { id } = body.value;
  return (await limited(context)) ?? orUnavailable(async () => {
    const valuation = await context.services.valuations.adjust(context.site, id, detailsOf(body.value), now);
    return valuation ? json(valuationJson(valuation)) : refused(404, NO_SUCH_VALUATION, { id: [NO_SUCH_VALUATION] });
  });
}

/** POST /api/miscellaneous: the valuation result kept under its column name, on the sites that use it. */
export async function miscellaneousApi(context: Ctx, request: Request): Promise<Response> {
  if (!context.site.site.valuation.miscellaneous) return refused(404, NO_MISCELLANEOUS);
  const body = await readBody(request, miscellaneousBodySchema);
  if (!body.ok) return body.response;
  const { id, column, value } = body.value;
  const valuation = await context.services.valuations.setMiscellaneous(context.site, id, column, value);
  return valuation ? json({ id: valuation.id, miscellaneous: valuation.miscellaneous }) : refused(404, NO_SUCH_VALUATION, { id: [NO_SUCH_VALUATION] });
}
