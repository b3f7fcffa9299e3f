// SQL fragments the dashboard's panels (dashboard.ts) and its daily roll-up (dashboard-rollup.ts) share,
// so a view, a vehicle view and a search mean one thing in both. Each takes the $-placeholders it reads.
import { ACTION_EVENTS, PAGE_TYPES, type PageType } from "../../app/lib/analytics/event-ids";

// The spec's ids (point 9), from the recorder's one home; migration 006's partial indexes repeat them.
const PAGE_VIEW_IDS = { first: 1, last: PAGE_TYPES.length } as const;
const SEARCH_EVENT_ID = ACTION_EVENTS.search.id;
const VEHICLE_PAGE_TYPES: readonly PageType[] = ["New Vehicle Details", "Used Vehicle Details"];

/** Placeholders: the range's first and last local day ("YYYY-MM-DD") and the IANA zone. */
export interface Days {
  from: string;
  to: string;
  zone: string;
}

/** [first local midnight, the midnight after the last day): a daylight-saving day has 23 or 25 hours. */
export const inRange = (column: string, d: Days) =>
  `${column} >= (${d.from}::date)::timestamp AT TIME ZONE ${d.zone} AND ${column} < (${d.to}::date + 1)::timestamp AT TIME ZONE ${d.zone}`;

export const localDay = (column: string, zone: string) => `(${column} AT TIME ZONE ${zone})::date`;

/** group: the placeholder of the group's slug. */
export const pageView = (group: string, d: Days) =>
  `e.group_slug = ${group} AND e.event_id BETWEEN ${PAGE_VIEW_IDS.first} AND ${PAGE_VIEW_IDS.last} AND ${inRange("e.created_at", d)}`;
export const vehicleView = (group: string, d: Days) =>
  `${pageView(group, d)} AND e.page_type IN (${VEHICLE_PAGE_TYPES.map((t) => `'${t}'`).join(", ")})`;
export const search = (group: string, d: Days) => `e.group_slug = ${group} AND e.event_id = ${SEARCH_EVENT_ID} AND ${inRange("e.created_at", d)}`;

/** A search's make and model as one roll-up key, JSON so a missing one stays null: ["Toyota",null]. */
export const SEARCH_KEY = `jsonb_build_array(nullif(btrim(e.event_properties ->> 'make'), ''), nullif(btrim(e.event_properties ->> 'model'), ''))::text`;
