// The dealer dashboard's numbers: one parameterised SQL per panel, scoped to one dealer group (events
// and reservations by group_slug, leads by the group's site slugs), over whole days in the group's
// time zone. What counts (docs/decisions/2026-11-27-dashboard.md):
// - a view is a page view event (ids 1-13); a vehicle view is one whose page type is New or Used
//   Vehicle Details; a search is event 29 with its make and model from event_properties;
// - a lead is a stored, complete lead: spam and 'Incomplete' partial saves never count;
// - an enquiry is such a lead other than a paid reservation's own 'Reserve Car' lead (counted once, as
//   the reservation); with payments off a 'Reserve Car' lead has no reservation and is an enquiry;
// - a reservation is one whose deposit was paid (paid_at set), dated by when it was started.
import type { Queryable } from "../db/database";
import { ACTION_EVENTS, PAGE_TYPES, type PageType } from "../../app/lib/analytics/event-ids";

// The spec's ids (point 9), from the recorder's one home; migration 006's partial indexes repeat them.
const PAGE_VIEW_IDS = { first: 1, last: PAGE_TYPES.length } as const;
const SEARCH_EVENT_ID = ACTION_EVENTS.search.id;
const VEHICLE_PAGE_TYPES: readonly PageType[] = ["New Vehicle Details", "Used Vehicle Details"];
/** Rows in each top-cars and searches table. */
export const TOP_LIMIT = 10;

export interface DashboardScope {
  groupSlug: string;
  siteSlugs: string[];
  /** IANA zone the days are counted in, e.g. Australia/Brisbane. */
  timeZone: string;
}

/** Whole local days, both ends included ("YYYY-MM-DD"). */
export interface DayRange {
  from: string;
  to: string;
}

/** Leads of one day, category and raw source fields (the source rule folds these: app/lib/dashboard/source.ts). */
export interface LeadCountRow {
  day: string;
  category: string;
  utm_source: string | null;
  gclid: boolean;
  fbclid: boolean;
  leads: number;
}

export interface Funnel {
  views: number;
  vehicleViews: number;
  enquiries: number;
  reservations: number;
}

export interface CarCount {
  carId: string;
  count: number;
}

export interface SearchCount {
  make: string | null;
  model: string | null;
  count: number;
}

export interface DashboardNumbers {
  leads: LeadCountRow[];
  funnel: Funnel;
  topViewed: CarCount[];
  mostEnquired: CarCount[];
  searches: SearchCount[];
}

// $2..$4 in every query: the range's first local midnight, the midnight after its last day, the zone.
const IN_RANGE = (column: string) =>
  `${column} >= ($2::date)::timestamp AT TIME ZONE $4 AND ${column} < ($3::date + 1)::timestamp AT TIME ZONE $4`;
const LOCAL_DAY = (column: string) => `to_char(${column} AT TIME ZONE $4, 'YYYY-MM-DD')`;
/** sites: the parameter holding the group's site slugs. */
const countedLead = (sites: string) => `l.site_slug = ANY(${sites}::text[]) AND l.status = 'complete' AND ${IN_RANGE("l.created_at")}`;
// A reservation's lead is made only once its deposit is paid (server/reservations/lead.ts).
const enquiry = (sites: string) => `${countedLead(sites)} AND NOT EXISTS (SELECT 1 FROM reservations r WHERE r.lead_id = l.id)`;
const PAGE_VIEW = `e.group_slug = $1 AND e.event_id BETWEEN ${PAGE_VIEW_IDS.first} AND ${PAGE_VIEW_IDS.last} AND ${IN_RANGE("e.created_at")}`;
const VEHICLE_VIEW = `${PAGE_VIEW} AND e.page_type IN (${VEHICLE_PAGE_TYPES.map((t) => `'${t}'`).join(", ")})`;
const LINKED = "l.payload -> 'lead_attributes' -> 'linked_query_params'";
const filled = (key: string) => `coalesce(btrim(${LINKED} ->> '${key}'), '') <> ''`;

export async function leadCounts(db: Queryable, scope: DashboardScope, range: DayRange): Promise<LeadCountRow[]> {
  const { rows } = await db.query<LeadCountRow>(
    `SELECT ${LOCAL_DAY("l.created_at")} AS day, l.category, ${LINKED} ->> 'utm_source' AS utm_source,
            ${filled("gclid")} AS gclid, ${filled("fbclid")} AS fbclid, count(*)::int AS leads
       FROM leads l WHERE ${countedLead("$1")}
      GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3`,
    [scope.siteSlugs, range.from, range.to, scope.timeZone],
  );
  return rows;
}

export async function funnel(db: Queryable, scope: DashboardScope, range: DayRange): Promise<Funnel> {
  const { rows } = await db.query<Funnel>(
    `SELECT (SELECT count(*)::int FROM events e WHERE ${PAGE_VIEW}) AS "views",
            (SELECT count(*)::int FROM events e WHERE ${VEHICLE_VIEW}) AS "vehicleViews",
            (SELECT count(*)::int FROM leads l WHERE ${enquiry("$5")}) AS "enquiries",
            (SELECT count(*)::int FROM reservations r WHERE r.group_slug = $1 AND r.paid_at IS NOT NULL AND ${IN_RANGE("r.created_at")}) AS "reservations"`,
    [scope.groupSlug, range.from, range.to, scope.timeZone, scope.siteSlugs],
  );
  return rows[0];
}

export async function topViewedCars(db: Queryable, scope: DashboardScope, range: DayRange): Promise<CarCount[]> {
  const { rows } = await db.query<CarCount>(
    `SELECT e.car_id AS "carId", count(*)::int AS count FROM events e
      WHERE ${VEHICLE_VIEW} AND e.car_id IS NOT NULL
      GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${TOP_LIMIT}`,
    [scope.groupSlug, range.from, range.to, scope.timeZone],
  );
  return rows;
}

export async function mostEnquiredCars(db: Queryable, scope: DashboardScope, range: DayRange): Promise<CarCount[]> {
  const { rows } = await db.query<CarCount>(
    `SELECT l.car_id AS "carId", count(*)::int AS count FROM leads l
      WHERE ${enquiry("$1")} AND l.car_id IS NOT NULL AND l.car_id <> ''
      GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${TOP_LIMIT}`,
    [scope.siteSlugs, range.from, range.to, scope.timeZone],
  );
  return rows;
}

/** Searches by make and model; a search without a make (or model) is counted under null. */
export async function searchesByMakeModel(db: Queryable, scope: DashboardScope, range: DayRange): Promise<SearchCount[]> {
  const { rows } = await db.query<SearchCount>(
    `SELECT nullif(btrim(e.event_properties ->> 'make'), '') AS make, nullif(btrim(e.event_properties ->> 'model'), '') AS model,
            count(*)::int AS count
       FROM events e WHERE e.group_slug = $1 AND e.event_id = ${SEARCH_EVENT_ID} AND ${IN_RANGE("e.created_at")}
      GROUP BY 1, 2 ORDER BY 3 DESC, 1 NULLS LAST, 2 NULLS LAST LIMIT ${TOP_LIMIT * 2}`,
    [scope.groupSlug, range.from, range.to, scope.timeZone],
  );
  return rows;
}

/** Every panel's numbers; on PostgreSQL the queries run side by side on the pool. */
export async function dashboardNumbers(db: Queryable, scope: DashboardScope, range: DayRange): Promise<DashboardNumbers> {
  const [leads, totals, topViewed, mostEnquired, searches] = await Promise.all([
    leadCounts(db, scope, range),
    funnel(db, scope, range),
    topViewedCars(db, scope, range),
    mostEnquiredCars(db, scope, range),
    searchesByMakeModel(db, scope, range),
  ]);
  return { leads, funnel: totals, topViewed, mostEnquired, searches };
}
