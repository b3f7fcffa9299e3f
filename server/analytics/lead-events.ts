// Events a lead form logs on the server, so they count with or without JavaScript: a stored
// complete lead is a form submission (spec point 4 "Lead success: with an id, an analytics event
// is logged"; its id by category, point 9), and a multi-step form's step saved is a next step (32).
import type { Services } from "../context";
import type { SiteEntry } from "../sites/registry";
import type { Car } from "../sites/schema";
import { FORM_SUBMISSION, ACTION_EVENTS, nextStepCategory } from "../../app/lib/analytics/event-ids";
import { formSubmissionEventId } from "../../app/lib/analytics/form-events";
import { DEVICE_COOKIE, DEVICE_ID, SESSION_COOKIE, SESSION_ID } from "../../app/lib/analytics/ids";
import { carTitle } from "../../app/lib/car-title";
import { isTestDriveOnly } from "../../app/lib/car-tags";
import { cookieValue } from "./page-views";
import { browserDetails, notRecordedReason } from "./visitor";
import { eventBase } from "./page-view";

export type LeadEvent = { kind: "submitted"; leadId: string; category: string } | { kind: "next-step"; leadId: string; step: number };

/** Records the lead form's event when the site records events and the visitor may be recorded. */
export function recordLeadEvent(services: Pick<Services, "events">, entry: SiteEntry, request: Request, pageUrl: string, car: Car | null, event: LeadEvent): void {
  const get = (name: string) => request.headers.get(name);
  if (!entry.site.analytics.events || notRecordedReason(get)) return;
  const cookies = get("cookie") ?? undefined;
  const visitor = { anonId: cookieValue(cookies, DEVICE_COOKIE, DEVICE_ID), sessionId: cookieValue(cookies, SESSION_COOKIE, SESSION_ID), userAgent: get("user-agent") };
  const properties = { ...browserDetails(visitor.userAgent), ...(car ? { car_slug: car.slug, car_name: carTitle(car) } : {}) };
  const common = { ...eventBase(entry, new URL(pageUrl), visitor), leadId: event.leadId, carId: car ? String(car.id) : null };
  if (event.kind === "submitted") {
    const eventId = formSubmissionEventId(event.category, car && { testDriveOnly: isTestDriveOnly(car) });
    services.events.record({ ...common, eventId, category: FORM_SUBMISSION, eventProperties: { ...properties, lead_category: event.category } });
  } else {
    services.events.record({ ...common, eventId: ACTION_EVENTS["next-step"].id, category: nextStepCategory(event.step), eventProperties: properties });
  }
}
