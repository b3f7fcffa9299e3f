// GET /api/search: the search page's parameters in, the port's reply shape out, for testers and
// scripts. Strict where the page is forgiving (a bad parameter is a 400), except the page number, read as the pages read it.
import type { SiteEntry } from "../../server/sites/registry";
import type { SearchService } from "../../server/search/service";
import type { SearchReply } from "../../server/search/port";
import { parseRange, parseRangeSide } from "~/lib/search/range";
import { RANGE_FACETS, VALUE_FACETS, type SortKey } from "~/lib/search/state";
import { buildSearchUrl, parseSearchUrl, vehicleKindForTemplate } from "~/lib/search/url";
import { pageSize, searchQuery, siteSorts, type SearchKind } from "./search-site.server";
import { FACETS, STATS } from "./search-panels.server";
import { vehiclePath } from "./layout.server";
import { searchPageAt } from "~/route-table";
import { routePath } from "~/lib/route-path";
import { partsApiSearch } from "./parts-search.server";

const API_MAX_LIMIT = 100;
const API_MAX_VALUES = 50;
const API_MAX_VALUE_LENGTH = 200;
const API_MAX_QUERY_LENGTH = 2000;

export class ApiSearchError extends Error {}

/** A car in the API reply: what a result list needs, with its page URL. */
function apiHit(car: SearchReply["hits"][number], entry: SiteEntry) {
  return {
    id: car.id,
    slug: car.slug,
    url: `${vehiclePath(entry)}/${car.slug}`,
    name: car.name,
    make: car.make,
    model: car.model,
    badge: car.badge,
    series: car.series,
    year: car.year,
    km: car.km,
    price: car.price,
    price_type: car.price_type,
    subscription_price: car.subscription_price,
    status: car.status,
    car_type: car.car_type,
    item_type: car.item_type,
    body: car.simple_body,
    fuel: car.simple_fuel,
    transmission: car.simple_transmission,
    drive: car.simple_drive,
    colour: car.colour,
    tag: car.tag,
    city: car.city,
    state: car.state,
    dealership_slug: car.dealership_slug,
    location: car.location.name,
    stocknum: car.stocknum,
    primary_image_url: car.primary_image_url,
    created_at_timestamp: car.created_at_timestamp,
  };
}

const VALUE_KEYS = new Set<string>(VALUE_FACETS);

/**
 * GET /api/search: the page's parameters (the query string of any search URL, plus `path` for a
 * search path, `index` cars/offers/parts and `limit`), answered in the port's reply shape.
 * Strict where the page is forgiving: a bad parameter is an ApiSearchError (a 400); only `page` is
 * read as the pages read it (not a clean integer above 1: page 1).
 */
export function apiSearch(entry: SiteEntry, service: SearchService, url: URL, now: Date) {
  // Parts: the same reply shape from the parts catalogue (issue 19).
  if (url.searchParams.get("index") === "parts") {
    return partsApiSearch(entry, service, url.searchParams, (message) => {
      throw new ApiSearchError(message);
    });
  }
  return carsApiSearch(entry, service, url, now);
}

export async function carsApiSearch(entry: SiteEntry, service: SearchService, url: URL, now: Date) {
  const { site } = entry;
  const params = new URLSearchParams(url.search);
  const fail = (message: string): never => {
    throw new ApiSearchError(message);
  };
  const rest = new URLSearchParams();
  for (const [key, value] of params) {
    if (["path", "index", "limit"].includes(key)) continue;
    if (VALUE_KEYS.has(key)) {
      const values = value.split(",");
      if (values.length > API_MAX_VALUES) fail(`${key}: at most ${API_MAX_VALUES} values`);
      if (values.some((v) => v.length > API_MAX_VALUE_LENGTH)) fail(`${key}: a value longer than ${API_MAX_VALUE_LENGTH} characters`);
    } else if ((RANGE_FACETS as readonly string[]).includes(key)) {
      const range = parseRange(value);
      if (!range) fail(`${key}: expected 'min:max' with whole numbers (either side may be empty), got '${value.slice(0, 40)}'`);
      // Strict where the page is forgiving: the page reads a reversed range the right way round.
      if (range && range.min !== undefined && range.max !== undefined && range.min > range.max) fail(`${key}: min above max`);
    } else if (/_(min|max)$/.test(key) && (RANGE_FACETS as readonly string[]).includes(key.slice(0, -4))) {
      if (typeof parseRangeSide(value) !== "number") fail(`${key}: expected a whole number`);
    } else if (key === "query") {
      if (value.length > API_MAX_QUERY_LENGTH) fail(`query: at most ${API_MAX_QUERY_LENGTH} characters`);
    } else if (key === "sortBy") {
      if (!siteSorts(site).includes(value as SortKey)) fail(`sortBy: one of ${siteSorts(site).join(", ")}`);
    } else if (key === "page") {
      // Forgiving, like the pages (spec): what is not a clean integer above 1 is page 1 (parsePage).
    } else {
      fail(`unknown parameter '${key.slice(0, 40)}'`);
    }
    rest.append(key, value);
  }
  const index = params.get("index") ?? "cars";
  if (index !== "cars" && index !== "offers" && index !== "parts") fail("index: one of cars, offers, parts");
  const limitText = params.get("limit");
  if (limitText !== null && (!/^\d{1,3}$/.test(limitText) || Number(limitText) < 1 || Number(limitText) > API_MAX_LIMIT)) {
    fail(`limit: a whole number from 1 to ${API_MAX_LIMIT}`);
  }
  const kind = index as SearchKind;
  const base = kind === "cars" ? "/search" : kind === "offers" ? "/special-offers" : "/parts/search";
  const path = params.get("path") ?? base;
  if (!path.startsWith("/") || path.length > 500) fail("path: a search path such as /search/used-cars/toyota");

  const search = service.forSite(entry);
  const vocabulary = search.vocabulary();
  const emptyPath = kind === "cars" ? site.default_search_path : undefined;
  const query = rest.toString().replace(/%2C/gi, ",");
  // An alias path ('/pre-owned', '/find/rental-cars') reads and lists as its page does.
  const alias = kind === "cars" ? searchPageAt(path)?.route : undefined;
  const aliased = alias?.alias === routePath(path) ? alias : undefined;
  const state = parseSearchUrl(`${path}${query ? `?${query}` : ""}`, vocabulary, { base, emptyPath: aliased ? path : emptyPath });
  if (!state) fail(`path: '${path.slice(0, 80)}' is not a search path`);
  const searchState = state!;
  const limit = limitText ? Number(limitText) : pageSize(site);
  const q = searchQuery(site, kind, searchState, now, { facets: [...FACETS], stats: [...STATS], limit, carTypes: aliased?.carTypes });
  const reply = await search.search(q);
  return {
    hits: reply.hits.map((car) => apiHit(car, entry)),
    facets: reply.facets,
    facetStats: reply.facetStats,
    count: reply.count,
    ms: reply.ms,
    pagination: reply.pagination,
    search: {
      state: searchState,
      url: buildSearchUrl(searchState, { base, vehicleKind: vehicleKindForTemplate(site.template), emptyPath, vocabulary }),
    },
  };
}
