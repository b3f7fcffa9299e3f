// POST /api/events (spec point 7, "Analytics"): the page's beacon sends page views of client-side
// navigations and the visitor's actions; they are queued for the events table and the answer is
// a 204 at once. Bad bodies are a 4xx JSON {error, fieldErrors}; bots and visitors asking not to
// be tracked (DNT, Sec-GPC) get the same 204 and nothing is stored; a site that does not record
// events answers 404, so a tester sees the switch is off.
import type { AppLoadContext } from "@remix-run/node";
import { readJson } from "../../server/leads/body";
import { postOriginHosts } from "../../server/cross-site";
import { notRecordedReason } from "../../server/analytics/visitor";
import { actionEvent, pageViewEvents } from "../../server/analytics/page-view";
import { MAX_EVENT_BODY_BYTES, categoryEvent, eventBodySchema, hasPrototypeKey } from "~/lib/analytics/event-body";
import { fieldErrorsOf } from "~/lib/forms/schema";

type Ctx = Pick<AppLoadContext, "services" | "clientIp" | "site">;

export const EVENTS_OFF = "Events are not recorded on this site.";
export const INVALID_EVENT = "The event has errors: see fieldErrors.";

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
const refused = (field: string, message: string) => json({ error: INVALID_EVENT, fieldErrors: { [field]: [message] } }, 400);
const accepted = () => new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });

/** The page the event is about, when it is on this site (a path is read against the request's origin). */
function sameSiteUrl(context: Ctx, request: Request, raw: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw, new URL(request.url).origin);
  } catch {
    return null;
  }
  const hosts = new Set([new URL(request.url).host, ...postOriginHosts(context.site.site)].map((h) => h.toLowerCase()));
  const ok = (url.protocol === "https:" || url.protocol === "http:") && (hosts.has(url.host) || hosts.has(url.hostname.replace(/^www\./, "")));
  return ok ? url : null;
}

export async function recordEventRequest(context: Ctx, request: Request): Promise<Response> {
  const { site, services } = context;
  if (!site.site.analytics.events) return json({ error: EVENTS_OFF }, 404);
  const limit = await services.limits.events.consume(context.clientIp ?? "unknown");
  if (!limit.ok) return json({ error: "Too many events: please wait a minute." }, 429, { "Retry-After": String(limit.retryAfterSeconds) });

  const read = await readJson(request, MAX_EVENT_BODY_BYTES);
  if (!read.ok) return json({ error: read.error.replace("the lead", "the event"), fieldErrors: {} }, read.status);
  // The spec's body is the event itself; {event: {...}} is read the same.
  const raw = read.value && typeof read.value === "object" && !Array.isArray(read.value) && Object.keys(read.value).length === 1 && "event" in read.value ? read.value.event : read.value;
  if (hasPrototypeKey(raw)) return refused("event", "Keys such as __proto__, constructor and prototype are not allowed.");
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return refused("event", "The body must be a JSON object.");
  const parsed = eventBodySchema.safeParse(raw);
  if (!parsed.success) return json({ error: INVALID_EVENT, fieldErrors: fieldErrorsOf(parsed.error) }, 400);
  const body = parsed.data;
  if (body.website_slug !== site.site.slug) return refused("website_slug", "This is not this site's slug.");
  const url = sameSiteUrl(context, request, body.url);
  if (!url) return refused("url", "Must be a page of this site.");
  const kind = categoryEvent(body.category);
  if (kind.kind === "refused") return refused("category", kind.message);

  if (notRecordedReason((name) => request.headers.get(name))) return accepted();
  const visitor = { anonId: body.anon_id ?? null, sessionId: body.session_id ?? null, userAgent: request.headers.get("user-agent") };
  // Not awaited: a car lookup must not hold the beacon's answer.
  const events =
    kind.kind === "page-view"
      ? pageViewEvents(services, site, url, visitor)
      : actionEvent(services, site, url, visitor, { eventId: kind.id, category: kind.category, leadId: body.lead_id ?? null, errorMessage: body.error_message ?? null, properties: body.event_properties }).then((e) => [e]);
  events.then(
    (list) => list.forEach((event) => services.events.record(event)),
    (error: unknown) => console.error("analytics: event not recorded:", error instanceof Error ? error.message : error),
  );
  return accepted();
}
