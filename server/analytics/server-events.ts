// Events the server logs from a form post, so they count with or without JavaScript: a stored
// complete lead is a form submission (spec point 4 "Lead success: with an id, an analytics event
// is logged"; its id by category, point 9), a multi-step form's step saved is a next step (32),
// and a phone reveal on a vehicle page is a click to call (25).
import type { Services } from "../context";
import type { SiteEntry } from "../sites/registry";
import type { Car } from "../sites/schema";
import { FORM_SUBMISSION, ACTION_EVENTS, nextStepCategory, type ActionEvent } from "../../app/lib/analytics/event-ids";
import { formSubmissionEventId } from "../../app/lib/analytics/form-events";
import { DEVICE_COOKIE, DEVICE_ID, SESSION_COOKIE, SESSION_ID } from "../../app/lib/analytics/ids";
import { carTitle } from "../../app/lib/car-title";
import { isTestDriveOnly } from "../../app/lib/car-tags";
import { cookieValue } from "./page-views";
import { browserDetails, notRecordedReason } from "./visitor";
import { actionEvent, eventBase, type Visitor } from "./page-view";

export type LeadEvent = { kind: "submitted"; leadId: string; category: string } | { kind: "next-step"; leadId: string; step: number };

/** The visitor of a request the site may record (its ids from the cookies), or null. */
function recordable(entry: SiteEntry, request: Request): Visitor | null {
  const get = (name: string) => request.headers.get(name);
  if (!entry.site.analytics.events || notRecordedReason(get)) return null;
  const cookies = get("cookie") ?? undefined;
  return { anonId: cookieValue(cookies, DEVICE_COOKIE, DEVICE_ID), sessionId: cookieValue(cookies, SESSION_COOKIE, SESSION_ID), userAgent: get("user-agent") };
}

/** A visitor action done by a post (the car: the vehicle page posted to, or pageUrl's); not awaited. */
export function recordPostedAction(services: Pick<Services, "events" | "cars">, entry: SiteEntry, request: Request, action: ActionEvent, pageUrl = request.url): void {
  const visitor = recordable(entry, request);
  if (!visitor) return;
  const { id, category } = ACTION_EVENTS[action];
  actionEvent(services, entry, new URL(pageUrl), visitor, { eventId: id, category, leadId: null, errorMessage: null, properties: {} }).then(
    (event) => services.events.record(event),
    (error: unknown) => console.error("analytics: event not recorded:", error instanceof Error ? error.message : error),
  );
}

/** Records the lead form's event when the site records events and the visitor may be recorded. */
export function recordLeadEvent(services: Pick<Services, "events">, entry: SiteEntry, request: Request, pageUrl: string, car: Car | null, event: LeadEvent): void {
  const visitor = recordable(entry, request);
  if (!visitor) return;
  const properties = { ...browserDetails(visitor.userAgent), ...(car ? { car_slug: car.slug, car_name: carTitle(car) } : {}) };
  const common = { ...eventBase(entry, new URL(pageUrl), visitor), leadId: event.leadId, carId: car ? String(car.id) : null };
  if (event.kind === "submitted") {
    const eventId = formSubmissionEventId(event.category, car && { testDriveOnly: isTestDriveOnly(car) });
    services.events.record({ ...common, eventId, category: FORM_SUBMISSION, eventProperties: { ...properties, lead_category: event.category } });
  } else {
    services.events.record({ ...common, eventId: ACTION_EVENTS["next-step"].id, category: nextStepCategory(event.step), eventProperties: properties });
  }
}
