// A fixed, generated set of events, leads and reservations for the dashboard (seeded: the same rows
// every run), its insertion, and the dashboard's numbers counted by brute force in TypeScript.
import type { Database } from "../../../server/db/database";
import { localDate } from "~/lib/dates";
import { leadSource } from "~/lib/dashboard/source";
import type { DateRange } from "~/lib/dashboard/date-range";

export const GROUP = { groupSlug: "g1", siteSlugs: ["s1", "s2"], timeZone: "Australia/Sydney" };
export const OTHER_GROUP = { groupSlug: "g2", siteSlugs: ["o1"], timeZone: "Australia/Sydney" };

const PAGE_TYPES = ["Home", "Vehicle Inventory Listing", "New Vehicle Details", "Used Vehicle Details", "Special Offers", "Contact"];
const CATEGORIES = ["New Vehicle Enquiry", "Used Vehicle Enquiry", "Reserve Car", "Finance", "Service Booking"];
const SEARCHES: Record<string, unknown>[] = [{ make: "Toyota", model: "HiLux" }, { make: "Toyota", model: "RAV4" }, { make: "Mazda" }, { make: " ", model: "" }, {}, { make: "Mazda", model: "CX-5" }];
const LINKS: unknown[] = [undefined, {}, { utm_source: "Newsletter" }, { utm_source: " newsletter " }, { gclid: "g-1" }, { fbclid: "f-1" }, { utm_source: "", gclid: "g-2" }, { utm_source: "=cmd", fbclid: "f" }];
const STATUSES = ["complete", "complete", "complete", "Incomplete", "spam"];

/** mulberry32: a small seeded generator, so the set is fixed. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface EventRow { id: number; group_slug: string; website_slug: string; event_id: number; category: string; page_type: string | null; url: string; car_id: string | null; event_properties: Record<string, unknown>; created_at: string }
export interface LeadRow { id: string; site_slug: string; category: string; status: string; payload: Record<string, unknown>; car_id: string | null; created_at: string }
export interface ReservationRow { id: string; group_slug: string; car_id: string; status: string; paid_at: string | null; lead_id: string | null; created_at: string }
export interface Fixture { events: EventRow[]; leads: LeadRow[]; reservations: ReservationRow[] }

/** Instants from start over days, with a share exactly on a Sydney midnight (a range's edge). */
export function generateFixture(start: string, days: number, seed = 20261127): Fixture {
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)];
  const startMs = Date.parse(start);
  const instant = () => {
    const ms = startMs + Math.floor(rnd() * days) * 86_400_000;
    // A fifth on a local midnight's edges: 00:00 Sydney is 13:00 or 14:00 UTC the day before.
    const edge = rnd() < 0.2 ? pick([13, 14]) * 3_600_000 + pick([-1, 0]) : Math.floor(rnd() * 86_400_000);
    return new Date(ms + edge).toISOString();
  };
  const car = () => (rnd() < 0.9 ? `car-${String(Math.floor(rnd() * 12)).padStart(2, "0")}` : null);
  const events: EventRow[] = Array.from({ length: 2500 }, (_, i) => {
    const group = rnd() < 0.8 ? GROUP : OTHER_GROUP;
    const event_id = pick([1, 2, 3, 5, 9, 13, 29, 29, 14, 22, 25, 39]);
    const pageView = event_id <= 13;
    return {
      id: i + 1,
      group_slug: group.groupSlug,
      website_slug: pick(group.siteSlugs),
      event_id,
      category: pageView ? "Page View" : event_id === 29 ? "Search" : "Other",
      page_type: pageView ? pick(PAGE_TYPES) : null,
      url: "/",
      car_id: event_id === 29 ? null : car(),
      event_properties: event_id === 29 ? pick(SEARCHES) : {},
      created_at: instant(),
    };
  });
  const leads: LeadRow[] = Array.from({ length: 500 }, (_, i) => {
    const link = pick(LINKS);
    return {
      id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
      site_slug: pick(["s1", "s2", "o1"]),
      category: pick(CATEGORIES),
      status: pick(STATUSES),
      payload: link === undefined ? {} : { lead_attributes: { linked_query_params: link } },
      car_id: pick([car(), car(), null, ""]),
      created_at: instant(),
    };
  });
  // A paid reservation's own 'Reserve Car' lead; the other 'Reserve Car' leads came with payments off.
  const reserveLeads = leads.filter((l) => l.category === "Reserve Car");
  const reservations: ReservationRow[] = Array.from({ length: 80 }, (_, i) => {
    const created_at = instant();
    const paid = rnd() < 0.6;
    const lead = paid && i % 2 === 0 ? reserveLeads.pop() : undefined;
    return {
      id: `00000000-0000-4000-9000-${String(i).padStart(12, "0")}`,
      group_slug: rnd() < 0.8 ? "g1" : "g2",
      car_id: `res-car-${i}`, // one active reservation per car
      status: paid ? pick(["paid", "sold", "released", "refunded"]) : pick(["pending", "expired"]),
      paid_at: paid ? created_at : null,
      lead_id: lead?.id ?? null,
      created_at,
    };
  });
  return { events, leads, reservations };
}

export async function insertFixture(db: Database, f: Fixture): Promise<void> {
  await db.query(
    `INSERT INTO events (id, group_slug, website_slug, event_id, category, page_type, url, car_id, event_properties, created_at)
     SELECT id, group_slug, website_slug, event_id, category, page_type, url, car_id, event_properties, created_at FROM json_populate_recordset(null::events, $1::json)`,
    [JSON.stringify(f.events)],
  );
  await db.query(
    `INSERT INTO leads (id, site_slug, category, status, payload, car_id, created_at)
     SELECT id, site_slug, category, status, payload, car_id, created_at FROM json_populate_recordset(null::leads, $1::json)`,
    [JSON.stringify(f.leads)],
  );
  const reservations = f.reservations.map((r) => ({
    ...r, number: `R-${r.id.slice(-6)}`, token: `t-${r.id}`, site_slug: "s1", car_slug: r.car_id, car_title: r.car_id, dealership_slug: "d",
    amount_cents: 20000, currency: "AUD", provider: "sandbox", hold_hours: 48, refundable_hours: 24, pending_expires_at: r.created_at, customer: {}, origin: "http://x",
  }));
  await db.query(
    `INSERT INTO reservations (id, number, token, site_slug, group_slug, car_id, car_slug, car_title, dealership_slug, status, amount_cents, currency,
       provider, hold_hours, refundable_hours, pending_expires_at, paid_at, lead_id, customer, origin, created_at)
     SELECT id, number, token, site_slug, group_slug, car_id, car_slug, car_title, dealership_slug, status, amount_cents, currency,
       provider, hold_hours, refundable_hours, pending_expires_at, paid_at, lead_id, customer, origin, created_at FROM json_populate_recordset(null::reservations, $1::json)`,
    [JSON.stringify(reservations)],
  );
}

const count = <K>(keys: K[]) => {
  const map = new Map<K, number>();
  for (const k of keys) map.set(k, (map.get(k) ?? 0) + 1);
  return map;
};
const top = (map: Map<string, number>, n: number) =>
  [...map].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, n).map(([label, value]) => ({ label, value }));

/** Every panel counted row by row, each instant's local day found with Intl (not SQL). */
export function bruteForce(f: Fixture, scope: typeof GROUP, range: DateRange) {
  const inRange = (iso: string) => {
    const day = localDate(new Date(iso), scope.timeZone).date;
    return day >= range.from && day <= range.to ? day : null;
  };
  const events = f.events.filter((e) => e.group_slug === scope.groupSlug && inRange(e.created_at));
  const views = events.filter((e) => e.event_id >= 1 && e.event_id <= 13);
  const vehicleViews = views.filter((e) => e.page_type === "New Vehicle Details" || e.page_type === "Used Vehicle Details");
  const leads = f.leads.filter((l) => scope.siteSlugs.includes(l.site_slug) && l.status === "complete" && inRange(l.created_at));
  const reservationLeads = new Set(f.reservations.map((r) => r.lead_id));
  const enquiries = leads.filter((l) => !reservationLeads.has(l.id));
  const source = (l: LeadRow) => leadSource(((l.payload.lead_attributes as { linked_query_params?: object } | undefined)?.linked_query_params ?? {}) as never);
  const blank = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? v.trim() : null);
  const searches = events.filter((e) => e.event_id === 29).map((e) => `${blank(e.event_properties.make) ?? "(any)"} ${blank(e.event_properties.model) ?? "(any)"}`);
  return {
    byCategoryDay: count(leads.map((l) => `${inRange(l.created_at)}|${l.category}`)),
    bySourceDay: count(leads.map((l) => `${inRange(l.created_at)}|${source(l)}`)),
    funnel: {
      views: views.length,
      vehicleViews: vehicleViews.length,
      enquiries: enquiries.length,
      reservations: f.reservations.filter((r) => r.group_slug === scope.groupSlug && r.paid_at && inRange(r.created_at)).length,
    },
    topViewed: top(count(vehicleViews.flatMap((e) => (e.car_id ? [e.car_id] : []))), 10),
    mostEnquired: top(count(enquiries.flatMap((l) => (l.car_id ? [l.car_id] : []))), 10),
    searches: count(searches),
  };
}
