// The fixed part of every search (spec points 3, 7 and 9): the base filter, the site's own
// search_filters expression, the site's dealerships, the manufacturer/state filter, and price > 0
// on price-ascending sorts where the site asks for it. All ANDed, as filter trees.
import type { Site } from "../sites/schema";
import { DEFAULT_INCLUDE_SOLD_CARS_DAYS } from "../../app/lib/car-tags";
import { allOf, parseFilterExpression, type FilterAst } from "./filter-expression";

const SECONDS_PER_DAY = 86_400;

/**
 * The sold cut-off moves in whole minutes, so a minute's searches share one filter (and the
 * caches keyed on it); a sold car may stay listed up to 59 s past its retention.
 */
export function soldCutoff(now: Date, includeSoldCarsDays: number = DEFAULT_INCLUDE_SOLD_CARS_DAYS): number {
  const minute = Math.floor(now.getTime() / 60_000) * 60;
  return minute - includeSoldCarsDays * SECONDS_PER_DAY;
}

/**
 * "(status in_stock or coming_soon, or sold_date_timestamp newer than now minus
 * include_sold_cars_days) AND show_on_dealer_website" — with app/lib/listing.ts's reading of
 * available (a car flagged sold is not available whatever its status).
 */
export function baseFilter(now: Date, includeSoldCarsDays: number = DEFAULT_INCLUDE_SOLD_CARS_DAYS): FilterAst {
  return allOf(
    { type: "match", field: "show_on_dealer_website", negate: false, values: ["true"] },
    {
      type: "or",
      clauses: [
        {
          type: "and",
          clauses: [
            { type: "match", field: "status", negate: false, values: ["in_stock", "coming_soon"] },
            { type: "match", field: "sold", negate: true, values: ["true"] },
          ],
        },
        { type: "compare", field: "sold_date_timestamp", op: ">", value: soldCutoff(now, includeSoldCarsDays) },
      ],
    },
  );
}

const parsedFilters = new WeakMap<Site, FilterAst>();

/** The site's search_filters as a tree (the schema has already refused one that does not parse). */
export function siteSearchFilter(site: Site): FilterAst {
  let ast = parsedFilters.get(site);
  if (!ast) {
    const parsed = parseFilterExpression(site.search_filters);
    if (!parsed.ok) throw new Error(`site ${site.slug}: search_filters: ${parsed.error}`);
    ast = parsed.ast;
    parsedFilters.set(site, ast);
  }
  return ast;
}

/**
 * The state a site's search is limited to: its own state, else its default state (spec point 9, the
 * group variant's 'qld'), upper-cased as the stock writes states ('QLD').
 */
export function searchState(site: Pick<Site, "state" | "default_state">): string | null {
  return site.state?.trim() || site.default_state?.trim().toUpperCase() || null;
}

/** Everything about the site that limits its stock: dealerships, search_filters, manufacturer and state. */
export function siteScope(site: Site): FilterAst {
  const parts: FilterAst[] = [];
  if (site.dealership_ids.length > 0) {
    parts.push({ type: "match", field: "dealership_id", negate: false, values: site.dealership_ids.map(String) });
  }
  parts.push(siteSearchFilter(site));
  if (site.search.limit_to_manufacturer && site.manufacturer) {
    parts.push({ type: "match", field: "make", negate: false, values: [site.manufacturer] });
  }
  const state = searchState(site);
  if (site.search.limit_to_state && state) {
    parts.push({ type: "match", field: "state", negate: false, values: [state] });
  }
  return allOf(...parts);
}

/** The whole fixed filter of one search on a site. */
export function fixedFilter(site: Site, now: Date, opts: { priceAscending?: boolean } = {}): FilterAst {
  const parts = [baseFilter(now, site.include_sold_cars_days), siteScope(site)];
  if (opts.priceAscending && site.search.positive_price_on_price_asc) {
    parts.push({ type: "compare", field: "price", op: ">", value: 0 });
  }
  return allOf(...parts);
}
