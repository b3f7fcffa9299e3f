// The search state (refinements, ranges, keyword, sort, page): the one shape the URL codec, the
// sidebar and the search ports share. Facet names are the spec's own (point 3).
import { isRangeNumber } from "./range";

export const FACETS = [
  "status",
  "badge",
  "car_type",
  "categories",
  "city",
  "colour",
  "dealership_name",
  "filtered_features",
  "item_type",
  "km",
  "location_name",
  "make",
  "make_model",
  "model",
  "price",
  "price_range",
  "subscription_price",
  "seats",
  "body",
  "drive",
  "fuel",
  "transmission",
  "state",
  "tag",
  "weekly_price_range",
  "year",
  "certified",
  "created_at_timestamp",
] as const;
export type Facet = (typeof FACETS)[number];

/** Numeric facets refined by a min/max range ('min:max' in the URL), never by a value list. */
export const RANGE_FACETS = ["price", "subscription_price", "km", "year", "created_at_timestamp"] as const;
export type RangeFacet = (typeof RANGE_FACETS)[number];

/**
 * Facets refined by a list of values. Range facets are excluded so that `price=…` in a URL has one
 * meaning only (a range), and a state cannot hold a price both as a list and as a range.
 */
export type ValueFacet = Exclude<Facet, RangeFacet>;
export const VALUE_FACETS: readonly ValueFacet[] = FACETS.filter(
  (f): f is ValueFacet => !(RANGE_FACETS as readonly string[]).includes(f),
);

export interface Range {
  min?: number;
  max?: number;
}

/**
 * Sort options with the spec's labels (point 2). `field`/`order` name the index field for the
 * search adapters; relevance has none (the engine's own ranking).
 */
export const SORT_OPTIONS = [
  { key: "relevance", label: "Most Relevant" },
  { key: "latest", label: "Latest", field: "created_at_timestamp", order: "desc" },
  { key: "price-desc", label: "Highest Price", field: "price", order: "desc" },
  { key: "price-asc", label: "Lowest Price", field: "price", order: "asc" },
  { key: "km-desc", label: "Highest Kms", field: "km", order: "desc" },
  { key: "km-asc", label: "Lowest Kms", field: "km", order: "asc" },
  { key: "subscription-asc", label: "Lowest Subscription Price", field: "subscription_price", order: "asc" },
  { key: "subscription-desc", label: "Highest Subscription Price", field: "subscription_price", order: "desc" },
] as const satisfies readonly { key: string; label: string; field?: string; order?: "asc" | "desc" }[];
export type SortKey = (typeof SORT_OPTIONS)[number]["key"];
export const SORT_KEYS: readonly SortKey[] = SORT_OPTIONS.map((o) => o.key);

export function isSortKey(value: unknown): value is SortKey {
  return typeof value === "string" && (SORT_KEYS as readonly string[]).includes(value);
}

/** Highest page a URL can ask for: a bigger clean integer is clamped, so offsets stay sane. */
export const MAX_PAGE = 10_000;

export interface SearchState {
  /**
   * Selected values per facet. `make_model` holds model names (e.g. 'Corolla') read together
   * with the selected `make` values; it is not a 'Make > Model' compound.
   */
  refinements: Partial<Record<ValueFacet, string[]>>;
  ranges: Partial<Record<RangeFacet, Range>>;
  query?: string;
  /** Absent means the site's default sort (the spec leaves it per site). */
  sortBy?: SortKey;
  /** 1-based. */
  page: number;
  /** A subscription search (/search/subscription-cars[-{city}]): cars offered by subscription. */
  subscription?: true;
}

/** A fresh empty search (a function, so callers never share one mutable object). */
export function emptySearchState(): SearchState {
  return { refinements: {}, ranges: {}, page: 1 };
}

/** A value a refinement list can hold: a non-empty string. */
const isValue = (v: unknown): v is string => typeof v === "string" && v !== "";

/** Code-unit order: deterministic on every runtime, unlike localeCompare. */
function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function cleanNumber(n: unknown): number | undefined {
  if (!isRangeNumber(n)) return undefined; // a side the URL could not write back
  return n === 0 ? 0 : n; // -0 becomes 0
}

/** Page as a whole number from 1 to MAX_PAGE; anything else is page 1. */
export function clampPage(page: unknown): number {
  if (typeof page !== "number" || !Number.isInteger(page) || page < 1) return 1;
  return Math.min(page, MAX_PAGE);
}

const FACET_ORDER = new Map(VALUE_FACETS.map((facet, i) => [facet, i]));
const inFacetOrder = (a: ValueFacet, b: ValueFacet) => FACET_ORDER.get(a)! - FACET_ORDER.get(b)!;

/**
 * The value facets a state's refinements name, in VALUE_FACETS order. Read from the object's own
 * keys: a refined state's object is in V8's dictionary mode (a spread with a computed key, a delete),
 * where looking up each of the 23 facets cost about 2 µs, and a search page reads some 80 states.
 */
function givenFacets(refinements: SearchState["refinements"] | undefined): ValueFacet[] {
  if (!refinements || typeof refinements !== "object") return [];
  const facets = Object.keys(refinements).filter((key): key is ValueFacet => FACET_ORDER.has(key as ValueFacet));
  return facets.length > 1 ? facets.sort(inFacetOrder) : facets;
}

/**
 * The one canonical form of a state: value lists de-duplicated and sorted, empty lists and
 * ranges dropped, a reversed range put the right way round, keyword trimmed, page clamped.
 * Two states that mean the same search are equal after this, and so build the same URL.
 */
export function canonicalState(state: SearchState): SearchState {
  const refinements: SearchState["refinements"] = {};
  for (const facet of givenFacets(state.refinements)) {
    const values = state.refinements[facet];
    if (!Array.isArray(values)) continue;
    const clean = values.length === 1 ? values.filter(isValue) : [...new Set(values.filter(isValue))].sort(byCodeUnit);
    if (clean.length > 0) refinements[facet] = clean;
  }

  const ranges: SearchState["ranges"] = {};
  for (const facet of RANGE_FACETS) {
    const r = state.ranges?.[facet];
    if (!r) continue;
    let min = cleanNumber(r.min);
    let max = cleanNumber(r.max);
    if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
    const range: Range = {};
    if (min !== undefined) range.min = min;
    if (max !== undefined) range.max = max;
    if (min !== undefined || max !== undefined) ranges[facet] = range;
  }

  const out: SearchState = { refinements, ranges, page: clampPage(state.page) };
  const query = typeof state.query === "string" ? state.query.trim() : "";
  if (query !== "") out.query = query;
  if (isSortKey(state.sortBy)) out.sortBy = state.sortBy;
  if (state.subscription === true) out.subscription = true;
  return out;
}

/** True when the visitor has narrowed the search (what the 'last 5 searches' list keeps). */
export function hasRefinements(state: SearchState): boolean {
  const c = canonicalState(state);
  return (
    Object.keys(c.refinements).length > 0 ||
    Object.keys(c.ranges).length > 0 ||
    c.query !== undefined ||
    c.subscription === true
  );
}
