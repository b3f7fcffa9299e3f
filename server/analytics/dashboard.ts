// The dealer dashboard's numbers: one parameterised SQL per panel, scoped to one dealer group (events
// and reservations by group_slug, leads by the group's site slugs), over whole days in the group's
// time zone. What counts (docs/decisions/2026-11-27-dashboard.md):
// - a view is a page view event (ids 1-13); a vehicle view is one whose page type is New or Used
//   Vehicle Details; a search is event 29 with its make and model from event_properties;
// - a lead is a stored, complete lead: spam and 'Incomplete' partial saves never count;
// - an enquiry is such a lead other than a paid reservation's own 'Reserve Car' lead (counted once, as
//   the reservation); with payments off a 'Reserve Car' lead has no reservation and is an enquiry;
// - a reservation is one whose deposit was paid (paid_at set), dated by when it was started.
// The event panels sum the closed days' roll-up (dashboard-rollup.ts) and the open days read live.
import type { Database, Queryable } from "../db/database";
import { monthCut, rollUp, splitRange, type DaySpan } from "./dashboard-rollup";
import { inRange, localDay, SEARCH_KEY, search, vehicleView, pageView } from "./dashboard-sql";
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

// $2..$4 in every query: the range's first and last local day (the event panels: of its live part),
// the zone. The funnel reads its live days in $5..$6.
const RANGE = { from: "$2", to: "$3", zone: "$4" };
const FUNNEL_LIVE = { from: "$5", to: "$6", zone: "$4" };
const IN_RANGE = (column: string) => inRange(column, RANGE);
const LOCAL_DAY = (column: string) => `to_char(${localDay(column, "$4")}, 'YYYY-MM-DD')`;
/** The roll-up's rows of one metric over the rolled-up days, from..to: their placeholders. */
const rolled = (metric: string, from: string, to: string) =>
  `d.group_slug = $1 AND d.time_zone = $4 AND d.metric = '${metric}' AND d.day BETWEEN ${from}::date AND ${to}::date`;
/** Where the event panels read: the range cut into its rolled-up and live days. */
export interface RangeParts {
  rolled: DaySpan;
  live: DaySpan;
}
/** $1 group, $2..$3 the live days, $4 zone, $5..$6 the rolled-up days. */
const eventParams = (scope: DashboardScope, parts: RangeParts) =>
  [scope.groupSlug, parts.live.from, parts.live.to, scope.timeZone, parts.rolled.from, parts.rolled.to];
/** sites: the parameter holding the group's site slugs. */
const countedLead = (sites: string) => `l.site_slug = ANY(${sites}::text[]) AND l.status = 'complete' AND ${IN_RANGE("l.created_at")}`;
// A reservation's lead is made only once its deposit is paid (server/reservations/lead.ts).
const enquiry = (sites: string) => `${countedLead(sites)} AND NOT EXISTS (SELECT 1 FROM reservations r WHERE r.lead_id = l.id)`;
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

export async function funnel(db: Queryable, scope: DashboardScope, range: DayRange, parts: RangeParts): Promise<Funnel> {
  const { rows } = await db.query<Funnel>(
    `SELECT ((SELECT coalesce(sum(d.count), 0) FROM dashboard_daily d WHERE ${rolled("views", "$7", "$8")})
              + (SELECT count(*) FROM events e WHERE ${pageView("$1", FUNNEL_LIVE)}))::int AS "views",
            ((SELECT coalesce(sum(d.count), 0) FROM dashboard_daily d WHERE ${rolled("vehicle_views", "$7", "$8")})
              + (SELECT count(*) FROM events e WHERE ${vehicleView("$1", FUNNEL_LIVE)}))::int AS "vehicleViews",
            (SELECT count(*)::int FROM leads l WHERE ${enquiry("$9")}) AS "enquiries",
            (SELECT count(*)::int FROM reservations r WHERE r.group_slug = $1 AND r.paid_at IS NOT NULL AND ${IN_RANGE("r.created_at")}) AS "reservations"`,
    [scope.groupSlug, range.from, range.to, scope.timeZone, parts.live.from, parts.live.to, parts.rolled.from, parts.rolled.to, scope.siteSlugs],
  );
  return rows[0];
}

/** Cars' views: whole months of the rolled-up days from the monthly sums, the days around them daily. */
export async function topViewedCars(db: Queryable, scope: DashboardScope, parts: RangeParts): Promise<CarCount[]> {
  const { head, months, tail } = monthCut(parts.rolled);
  const { rows } = await db.query<CarCount>(
    `SELECT key AS "carId", sum(n)::int AS count FROM (
       SELECT d.key, d.count AS n FROM dashboard_daily d WHERE ${rolled("car_views", "$5", "$6")}
       UNION ALL SELECT d.key, d.count FROM dashboard_daily d WHERE ${rolled("car_views", "$7", "$8")}
       UNION ALL SELECT d.key, d.count FROM dashboard_daily d WHERE ${rolled("car_views_month", "$9", "$10")}
       UNION ALL SELECT e.car_id, count(*) FROM events e WHERE ${vehicleView("$1", RANGE)} AND e.car_id IS NOT NULL GROUP BY 1
     ) s GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${TOP_LIMIT}`,
    [scope.groupSlug, parts.live.from, parts.live.to, scope.timeZone, head.from, head.to, tail.from, tail.to, months.from, months.to],
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
export async function searchesByMakeModel(db: Queryable, scope: DashboardScope, parts: RangeParts): Promise<SearchCount[]> {
  const { rows } = await db.query<SearchCount>(
    `SELECT key::jsonb ->> 0 AS make, key::jsonb ->> 1 AS model, sum(n)::int AS count FROM (
       SELECT d.key, d.count AS n FROM dashboard_daily d WHERE ${rolled("searches", "$5", "$6")}
       UNION ALL SELECT ${SEARCH_KEY}, count(*) FROM events e WHERE ${search("$1", RANGE)} GROUP BY 1
     ) s GROUP BY key ORDER BY 3 DESC, 1 NULLS LAST, 2 NULLS LAST LIMIT ${TOP_LIMIT * 2}`,
    eventParams(scope, parts),
  );
  return rows;
}

/**
 * Every panel's numbers; on PostgreSQL the queries run side by side on the pool. First the range's
 * closed days not yet rolled up are rolled up. now: the clock (tests move it).
 */
export async function dashboardNumbers(db: Database, scope: DashboardScope, range: DayRange, now = new Date()): Promise<DashboardNumbers> {
  const parts = splitRange(range, scope.timeZone, now);
  await rollUp(db, scope, parts.rolled);
  const [leads, totals, topViewed, mostEnquired, searches] = await Promise.all([
    leadCounts(db, scope, range),
    funnel(db, scope, range, parts),
    topViewedCars(db, scope, parts),
    mostEnquiredCars(db, scope, range),
    searchesByMakeModel(db, scope, parts),
  ]);
  return { leads, funnel: totals, topViewed, mostEnquired, searches };
}
