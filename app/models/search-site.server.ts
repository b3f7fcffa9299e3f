// The search pages' site rules: which sorts and page size a site has, its search landing pages for
// the sitemap, and the port query of a search (what path segments can mean: the port's vocabulary()).
import type { SiteEntry } from "../../server/sites/registry";
import type { Site } from "../../server/sites/schema";
import type { SiteStock } from "../../server/search/site-stock";
import type { SearchIndexName, SearchQuery, SortSpec } from "../../server/search/port";
import { allOf, type FilterAst } from "../../server/search/filter-expression";
import { isSpecialOffer } from "../../server/search/documents";
import { fixedFilter } from "../../server/search/site-filter";
import { SORT_OPTIONS, type RangeFacet, type SearchState, type SortKey, type ValueFacet } from "~/lib/search/state";
import { buildSearchUrl, vehicleKindForTemplate } from "~/lib/search/url";
import { pageToOffset } from "~/lib/search/paging";
import { slugify } from "~/lib/slug.mjs";
import { prepareKeyword } from "~/lib/search/keyword";
import { DEFAULT_PAGE_SIZE, DEFAULT_PROMO_POSITION, GROUP_PROMO_POSITION } from "~/lib/search/view";

export type SearchKind = "cars" | "offers";

export interface SearchRoute {
  kind: SearchKind;
  /** Where this search lives: '/search', '/special-offers'. */
  base: string;
  /** Another path this route serves as the whole stock ('/pre-owned', '/find/rental-cars'). */
  alias?: string;
  /** The car types the alias lists, when not all of them ('/pre-owned': used and demo). */
  carTypes?: readonly string[];
}


// ---------------------------------------------------------------- site rules

/** Spec point 2: /pre-owned is the make template's search; a site whose slug holds its make redirects to it. */
export function usesPreOwned(site: Site): boolean {
  if (site.default_search_path.replace(/\/+$/, "") === "/pre-owned") return true;
  const make = site.manufacturer ? slugify(site.manufacturer) : "";
  return site.template === "make" && make !== "" && site.slug.includes(make);
}

/** Sort options a site offers (km sorts where the site says; subscription sorts where it offers them). */
export function siteSorts(site: Site): SortKey[] {
  return SORT_OPTIONS.filter((o) => {
    if (o.key.startsWith("km-")) return site.search.km_sort;
    if (o.key.startsWith("subscription-")) return site.features.offers_subscription;
    return true;
  }).map((o) => o.key);
}

export function pageSize(site: Site): number {
  return site.search.page_size ?? DEFAULT_PAGE_SIZE;
}

export function promoPosition(site: Site): number {
  return site.search.promo_position ?? (site.template === "group" ? GROUP_PROMO_POSITION : DEFAULT_PROMO_POSITION);
}

function sortSpecs(key: SortKey): SortSpec[] {
  const option = SORT_OPTIONS.find((o) => o.key === key)!;
  return "field" in option ? [{ field: option.field, order: option.order }] : [];
}

/**
 * Search landing pages worth a search engine's visit: each car type, each make, each car type with
 * each make, each make with each model, and each dealership's page, for the stock the site lists now.
 */
export function searchSitemapPaths(entry: SiteEntry, stock: SiteStock, now: Date): string[] {
  const { site } = entry;
  const vocabulary = stock.vocabulary();
  const opts = { base: "/search", vehicleKind: vehicleKindForTemplate(site.template), emptyPath: site.default_search_path, vocabulary };
  const listed = stock.searchable(now);
  const url = (refinements: SearchState["refinements"]) => buildSearchUrl({ refinements, ranges: {}, page: 1 }, opts);
  const paths = new Set<string>([site.default_search_path]);
  for (const car of listed) {
    paths.add(url({ car_type: [car.car_type] }));
    paths.add(url({ make: [car.make] }));
    paths.add(url({ car_type: [car.car_type], make: [car.make] }));
    paths.add(url({ make: [car.make], make_model: [car.model] }));
  }
  if (entry.dealerships.length > 1) for (const d of entry.dealerships) paths.add(url({ dealership_name: [d.name] }));
  if (listed.some(isSpecialOffer)) paths.add("/special-offers");
  return [...paths].filter((p) => !p.includes("?")).sort();
}

// ---------------------------------------------------------------- one query

/** The port query of a search state on a site. */
export function searchQuery(
  site: Site,
  kind: SearchKind,
  state: SearchState,
  now: Date,
  opts: { facets: ValueFacet[]; stats: RangeFacet[]; limit?: number; carTypes?: readonly string[] },
): SearchQuery {
  const sortKey = state.sortBy ?? (site.search.default_sort as SortKey);
  const parts: FilterAst[] = [fixedFilter(site, now, { priceAscending: sortKey === "price-asc" })];
  if (opts.carTypes) parts.push({ type: "match", field: "car_type", negate: false, values: [...opts.carTypes] });
  if (state.subscription) parts.push({ type: "compare", field: "subscription_price", op: ">", value: 0 });
  const limit = opts.limit ?? pageSize(site);
  return {
    index: kind satisfies SearchIndexName,
    filter: allOf(...parts),
    refinements: state.refinements,
    ranges: state.ranges,
    query: prepareKeyword(state.query),
    sort: sortSpecs(sortKey),
    facets: opts.facets,
    stats: opts.stats,
    offset: pageToOffset(state.page, limit),
    limit,
  };
}
