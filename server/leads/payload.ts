// The lead payload of spec point 3, built from what the visitor sent plus what the server knows:
// the site, the page, the car, the location and the session journey, with the site's overrides
// ("Dealership and location fields are added by default; they may be overridden when the site
// pushes leads to the primary location or dealership, and for sites with fixed dealership slugs").
import type { SiteEntry } from "../sites/registry";
import type { Car, Location } from "../sites/schema";
import { primaryLocation } from "../../app/models/layout.server";
import { HONEYPOT_FIELD } from "../../app/lib/forms/lead-payload";
import { slotDate } from "../../app/lib/forms/booking-slots";
import { trackingFields } from "../../app/lib/forms/session-journey";

export const LEAD_SOURCE = "Website";

/** Form fields that steer the form itself and are not part of the lead. */
export const CONTROL_FIELDS = new Set([
  HONEYPOT_FIELD,
  "intent",
  "lead_id",
  "step",
  "form",
  "redirectTo",
  "visited_pages",
  "linked_query_params",
  "__rvfInternalFormId",
]);

export interface PayloadInput {
  entry: SiteEntry;
  /** Validated values of the form (or the API's lead); files are left out by the caller. */
  values: Record<string, unknown>;
  category: string;
  subcategory?: string | null;
  car?: Car | null;
  /** Absolute URL of the page the form was on. */
  url: string;
  userAgent?: string | null;
  visitedPages?: readonly string[];
  linkedQueryParams?: Record<string, string>;
  /** A multi-step form's partial save: lead_status 'Incomplete', form_completed false. */
  partial?: boolean;
  /** 1-based number of the step saved, and the steps skipped so far. */
  step?: number;
  skippedSteps?: readonly number[];
  hasFiles?: boolean;
}

const isBlank = (v: unknown) => v === undefined || v === null || v === "" || (Array.isArray(v) && v.length === 0);

/** A location of the site by the id a selector sent. */
function siteLocation(entry: SiteEntry, value: unknown): Location | undefined {
  const id = typeof value === "number" ? value : typeof value === "string" && /^\d{1,12}$/.test(value) ? Number(value) : NaN;
  return entry.locations.find((l) => l.id === id);
}

export function buildLeadPayload(input: PayloadInput): Record<string, unknown> {
  const { entry, car } = input;
  const { site } = entry;
  const payload: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input.values)) {
    if (!CONTROL_FIELDS.has(key) && !isBlank(value)) payload[key] = value;
  }

  // Location selectors send an id: 'Service Location' becomes the location's name, and the
  // chosen location is where the lead goes.
  let chosen: Location | undefined;
  for (const key of ["Service Location", "location_id"]) {
    const location = siteLocation(entry, payload[key]);
    if (!location) continue;
    chosen ??= location;
    if (key === "Service Location") payload[key] = location.name;
  }
  // A location id that is not one of the site's is not a destination.
  if (payload.location_id !== undefined && !siteLocation(entry, payload.location_id)) delete payload.location_id;
  const preferred = entry.dealerships.find((d) => d.slug === payload.preferredDealership);

  // The car's fields; a field the visitor filled in (a trade-in's own make) wins.
  if (car) {
    const fromCar: Record<string, unknown> = {
      car_id: car.id,
      car_dealership_id: car.dealership_id,
      stock_number: car.stocknum,
      "Vehicle Make": car.make,
      "Vehicle Model": car.model,
      car_type: car.car_type,
      vehicle_status: car.status,
      manufacturer_slug: car.manufacturer.slug,
    };
    for (const [key, value] of Object.entries(fromCar)) if (isBlank(payload[key])) payload[key] = value;
    if (car.vin && isBlank(payload.vin)) payload.vin = car.vin;
  }

  const siteDealership =
    entry.dealerships.find((d) => d.id === site.dealership_id || d.slug === site.dealership_slug) ??
    (entry.dealerships.length === 1 ? entry.dealerships[0] : undefined);
  const primary = primaryLocation(entry.locations);

  const given = entry.dealerships.find((d) => d.slug === payload.dealership_slug); // an API caller's own choice
  let dealershipSlug = chosen?.dealership_slug ?? car?.dealership_slug ?? given?.slug ?? preferred?.slug ?? siteDealership?.slug;
  let locationId: number | undefined = chosen?.id ?? car?.location_id ?? (siteDealership ? primary?.id : undefined);
  if (site.push_leads_to_primary_location && primary) {
    locationId = primary.id;
    dealershipSlug = primary.dealership_slug;
  }
  if (site.push_leads_to_primary_dealership && siteDealership) dealershipSlug = siteDealership.slug;
  if (site.forms.lead_dealership_slug) dealershipSlug = site.forms.lead_dealership_slug;
  if (dealershipSlug) payload.dealership_slug = dealershipSlug;
  if (locationId !== undefined) payload.location_id = locationId;
  if (isBlank(payload.manufacturer_slug) && site.manufacturer) {
    const brand = entry.group.group.manufacturers.find((m) => m.name === site.manufacturer);
    if (brand) payload.manufacturer_slug = brand.slug;
  }

  // A booked time also travels as day, month and year.
  const when = slotDate(payload.appointment_time ?? payload.service_time);
  if (when) Object.assign(payload, when);

  // The campaign ids travel as fields and in lead_attributes (spec point 3), however they arrived.
  const sentTracking = trackingFields(Object.fromEntries(Object.entries(input.values).filter((e): e is [string, string] => typeof e[1] === "string")));
  const params = { ...sentTracking, ...input.linkedQueryParams };
  Object.assign(payload, trackingFields(params), {
    source: LEAD_SOURCE,
    website_slug: site.slug,
    url: input.url,
    user_agent: input.userAgent?.slice(0, 1000) || undefined,
    category: input.category,
    subcategory: input.subcategory ?? undefined,
    lead_attributes: {
      visited_pages: [...(input.visitedPages ?? [])],
      ...(Object.keys(params).length > 0 ? { linked_query_params: params } : {}),
    },
  });
  if (input.hasFiles) payload.has_files = true;
  if (input.partial) {
    payload.lead_status = "Incomplete";
    payload.form_completed = false;
  } else {
    // The last step of a multi-step form updates a lead saved as 'Incomplete': say it is not any more.
    if (input.step !== undefined) payload.lead_status = "Complete";
    else delete payload.lead_status;
    payload.form_completed = true;
  }
  if (input.step !== undefined) payload.step = input.step;
  if (input.skippedSteps && input.skippedSteps.length > 0) payload.skipped_steps = [...input.skippedSteps];
  for (const key of Object.keys(payload)) if (payload[key] === undefined) delete payload[key];
  return payload;
}
