// The events of one page view: the page view itself (ids 1-13 by page type; a vehicle page's type
// and car come from the car API), and a search (29) when a listing is shown with a keyword or
// refinements on its first page. Server-side document loads and the client's navigations both
// come here, so a page view reads the same whichever side recorded it.
import type { Services } from "../context";
import type { SiteEntry } from "../sites/registry";
import type { AnalyticsEvent } from "./recorder";
import { ACTION_EVENTS, PAGE_VIEW, pageViewEventId, type PageType } from "../../app/lib/analytics/event-ids";
import { pageTypeOf, vehiclePageType } from "../../app/lib/analytics/page-types";
import { carTitle } from "../../app/lib/car-title";
import { searchPageAt } from "../../app/route-table";
import { parseSearchUrl } from "../../app/lib/search/url";
import { loaderUrl } from "../../app/models/search-request.server";
import { browserDetails, sourceOf } from "./visitor";

export interface Visitor {
  anonId: string | null;
  sessionId: string | null;
  userAgent: string | null;
}

// A reservation's page address holds the visitor's secret token: never stored, nor counted as a view.
const PRIVATE_PAGE = /^\/(reservation|sandbox-checkout)(\/|$)/i;

/** The dealer's own pages (/admin): their views and clicks are not a visitor's. */
export const isDealerPage = (url: URL) => /^\/admin(\/|$)/i.test(url.pathname);

/** The page's address as stored: a private page's is cut to its first segment. */
const storedUrl = (url: URL) => (PRIVATE_PAGE.test(url.pathname) ? `${url.origin}/${url.pathname.split("/")[1]}` : url.href.slice(0, 2_000));

/** The fields every event of this site and visitor shares. */
export function eventBase(entry: SiteEntry, url: URL, visitor: Visitor) {
  return {
    groupSlug: entry.group.group.slug,
    websiteSlug: entry.site.slug,
    url: storedUrl(url),
    anonId: visitor.anonId,
    sessionId: visitor.sessionId,
    createdAt: new Date(),
  };
}

/** The page view (none for a vehicle page whose car is gone), and the search it shows, if any. */
export async function pageViewEvents(services: Pick<Services, "cars" | "search">, entry: SiteEntry, url: URL, visitor: Visitor): Promise<AnalyticsEvent[]> {
  if (PRIVATE_PAGE.test(url.pathname) || isDealerPage(url)) return [];
  const base = eventBase(entry, url, visitor);
  const properties = { ...browserDetails(visitor.userAgent), ...sourceOf(url) };
  const match = pageTypeOf(url.pathname, url.search);
  let pageType: PageType;
  let car: { carId: string; car_slug: string; car_name: string } | null = null;
  if ("vehicleSlug" in match) {
    const found = await services.cars.getCar(entry.site, match.vehicleSlug).catch(() => null);
    if (!found) return [];
    pageType = vehiclePageType(found.car_type);
    car = { carId: String(found.id), car_slug: found.slug, car_name: carTitle(found) };
  } else {
    pageType = match.type;
  }
  const view: AnalyticsEvent = {
    ...base,
    eventId: pageViewEventId(pageType),
    category: PAGE_VIEW,
    pageType,
    carId: car?.carId ?? null,
    eventProperties: car ? { ...properties, car_slug: car.car_slug, car_name: car.car_name } : properties,
  };
  const search = searchOf(services, entry, url);
  if (!search) return [view];
  return [view, { ...base, eventId: ACTION_EVENTS.search.id, category: ACTION_EVENTS.search.category, eventProperties: { ...properties, ...search } }];
}

export interface ActionInput {
  eventId: number;
  category: string;
  leadId: string | null;
  errorMessage: string | null;
  properties: Record<string, unknown>;
}

/**
 * A visitor's action: about the car it names (car_slug) or the vehicle page it happened on, with
 * that car's id, slug and name; browser and device details are the server's reading of the request.
 */
export async function actionEvent(services: Pick<Services, "cars">, entry: SiteEntry, url: URL, visitor: Visitor, input: ActionInput): Promise<AnalyticsEvent> {
  const match = pageTypeOf(url.pathname, url.search);
  const slug = typeof input.properties.car_slug === "string" ? input.properties.car_slug : "vehicleSlug" in match ? match.vehicleSlug : null;
  const car = slug ? await services.cars.getCar(entry.site, slug).catch(() => null) : null;
  return {
    ...eventBase(entry, url, visitor),
    eventId: input.eventId,
    category: input.category,
    leadId: input.leadId,
    errorMessage: input.errorMessage,
    carId: car ? String(car.id) : null,
    eventProperties: { ...input.properties, ...(car ? { car_slug: car.slug, car_name: carTitle(car) } : {}), ...browserDetails(visitor.userAgent) },
  };
}

/** make, model and query of a listing's first page with a keyword or refinements; null otherwise. */
function searchOf(services: Pick<Services, "search">, entry: SiteEntry, url: URL): Record<string, string> | null {
  const row = searchPageAt(url.pathname);
  if (!row) return null;
  const emptyPath = row.route.alias ?? (row.route.kind === "cars" ? entry.site.default_search_path : undefined);
  const state = parseSearchUrl(loaderUrl(url), services.search.forSite(entry).vocabulary(), { base: row.route.base, emptyPath });
  if (!state || state.page !== 1) return null;
  // New, used or demo alone is the site's own stock listing (the menu links there), not a search.
  const refined = Object.entries(state.refinements).some(([facet, values]) => facet !== "car_type" && values && values.length > 0) || Object.keys(state.ranges).length > 0;
  if (!state.query && !refined) return null;
  const out: Record<string, string> = {};
  if (state.refinements.make?.length) out.make = state.refinements.make.join(",");
  if (state.refinements.make_model?.length) out.model = state.refinements.make_model.join(",");
  if (state.query) out.query = state.query;
  return out;
}
