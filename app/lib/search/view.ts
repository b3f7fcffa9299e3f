// What the search page shows, as pure rules: sidebar limits, facet option lists, page links,
// headings and the one-line summary a remembered search is listed under (spec points 2 and 9).
import type { Range, RangeFacet, SearchState, ValueFacet } from "./state";
import type { VehicleKind } from "./url";
import { formatDistance, formatPrice } from "../locale";
import type { Locale } from "../../../server/sites/schema";

/** Spec point 9: "City facet 20, dealership 40, model 30; 7 makes before 'Show all makes'." */
export const CITY_LIMIT = 20;
export const DEALERSHIP_LIMIT = 40;
export const MODEL_LIMIT = 30;
export const MAKES_BEFORE_MORE = 7;
/** Spec point 9: "Search page size 21 (group)"; the general variant's size is not given, so 21 too. */
export const DEFAULT_PAGE_SIZE = 21;
/** Spec point 9: "Promo card position default 30 (9 for the group)". */
export const DEFAULT_PROMO_POSITION = 30;
export const GROUP_PROMO_POSITION = 9;
/** Spec point 9: "Keyword debounce 300 ms". */
export const KEYWORD_DEBOUNCE_MS = 300;
export const KEYWORD_PLACEHOLDER = "Keyword search eg. EV, SUV, Toyota";

export interface FacetCountLike {
  value: string;
  count: number;
}

export interface FacetOption {
  value: string;
  label: string;
  count: number;
  selected: boolean;
}

/**
 * A facet's options, highest count first. With a limit, the top `limit` are kept plus any
 * selected value beyond them; a selected value no car has any more is still listed (count 0) so
 * it can be unticked.
 */
export function facetOptions(
  counts: readonly FacetCountLike[],
  selected: readonly string[] = [],
  opts: { limit?: number; label?: (value: string) => string } = {},
): FacetOption[] {
  const isSelected = (v: string) => selected.some((s) => s.toLowerCase() === v.toLowerCase());
  const label = opts.label ?? ((v: string) => v);
  const limit = opts.limit ?? Infinity;
  const out: FacetOption[] = [];
  counts.forEach((c, i) => {
    const selectedValue = selected.length > 0 && isSelected(c.value);
    if (i < limit || selectedValue) out.push({ value: c.value, label: label(c.value), count: c.count, selected: selectedValue });
  });
  for (const s of selected) {
    if (!counts.some((c) => c.value.toLowerCase() === s.toLowerCase())) out.push({ value: s, label: label(s), count: 0, selected: true });
  }
  return out;
}

export type PageLink = { type: "page"; page: number; current: boolean } | { type: "gap"; key: string };

/** Page numbers to link: the first, the last, and two either side of the current one, with gaps. */
export function pageWindow(page: number, pages: number, around = 2): PageLink[] {
  if (pages <= 1) return [];
  const wanted = new Set<number>([1, pages]);
  for (let p = page - around; p <= page + around; p++) if (p >= 1 && p <= pages) wanted.add(p);
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: PageLink[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push({ type: "gap", key: `gap-${sorted[i - 1]}` });
    out.push({ type: "page", page: p, current: p === page });
  });
  return out;
}

const CAR_TYPE_WORDS: Record<string, string> = { new: "New", used: "Used", demo: "Demo" };
const KIND_NOUNS: Record<VehicleKind, string> = { car: "Cars", motorcycle: "Motorcycles", caravan: "Caravans and Campers", truck: "Trucks", rental: "Rental Cars" };

export function carTypeLabel(carType: string): string {
  return CAR_TYPE_WORDS[carType] ?? carType.charAt(0).toUpperCase() + carType.slice(1);
}

function list(values: readonly string[] | undefined): string | null {
  if (!values || values.length === 0) return null;
  if (values.length === 1) return values[0];
  return `${values.slice(0, -1).join(", ")} and ${values.at(-1)}`;
}

/**
 * The page heading of a search: 'Used Toyota Corolla Cars for Sale in Brisbane, QLD',
 * 'New, Used and Demo Cars for Sale', 'Subscription Cars in Brisbane', 'Toyota Rental Cars in Cairns'.
 */
export function searchHeading(state: SearchState, kind: VehicleKind = "car"): string {
  const r = state.refinements;
  const noun = KIND_NOUNS[kind];
  const types = r.car_type?.map(carTypeLabel);
  const vehicle = [list(r.make), r.make?.length === 1 ? list(r.make_model) : null, list(r.body)];
  const what = [list(types) ?? "New, Used and Demo", ...vehicle].filter(Boolean).join(" ");
  const where = [list(r.city) ?? list(r.location_name), list(r.state)].filter(Boolean).join(", ");
  if (state.subscription) return `Subscription ${noun}${where ? ` in ${where}` : ""}`;
  // Rental cars are hired, not sold: no condition words, no 'for Sale'.
  if (kind === "rental") return [...vehicle, noun].filter(Boolean).join(" ") + (where ? ` in ${where}` : "");
  const dealer = list(r.dealership_name);
  const head = `${what} ${noun} for Sale${where ? ` in ${where}` : ""}`;
  return dealer ? `${head} at ${dealer}` : head;
}

// Odometer ranges are kilometres in the URL and the index, on every site; shown in the locale's unit.
function rangeText(facet: RangeFacet, r: Range, locale: Locale): string {
  const fmt = (n: number) => {
    if (facet === "price" || facet === "subscription_price") return formatPrice(n);
    if (facet === "km") return formatDistance(n, locale);
    return String(n);
  };
  if (r.min !== undefined && r.max !== undefined) return `${fmt(r.min)} to ${fmt(r.max)}`;
  if (r.min !== undefined) return `from ${fmt(r.min)}`;
  return `up to ${fmt(r.max!)}`;
}

export const RANGE_LABELS: Record<RangeFacet, string> = {
  price: "Price",
  subscription_price: "Weekly price",
  km: "Odometer",
  year: "Year",
  created_at_timestamp: "Listed",
};

/** One line naming a search, for the remembered-searches list: 'Used · Toyota · Price $10,000 to $30,000 · "hybrid"'. */
export function searchSummary(state: SearchState, locale: Locale = "en-AU"): string {
  const parts: string[] = [];
  if (state.subscription) parts.push("Subscription");
  const order: ValueFacet[] = ["car_type", "make", "make_model", "body", "fuel", "transmission", "drive", "state", "city", "dealership_name", "location_name"];
  const facets = [...order, ...(Object.keys(state.refinements) as ValueFacet[]).filter((f) => !order.includes(f))];
  for (const facet of facets) {
    const values = state.refinements[facet];
    if (values?.length) parts.push(facet === "car_type" ? values.map(carTypeLabel).join(", ") : values.join(", "));
  }
  for (const [facet, r] of Object.entries(state.ranges) as [RangeFacet, Range][]) {
    parts.push(`${RANGE_LABELS[facet]} ${rangeText(facet, r, locale)}`);
  }
  if (state.query) parts.push(`"${state.query}"`);
  return parts.join(" · ") || "All stock";
}

/** A range chip's text: 'Price: $10,000 to $30,000'. */
export function rangeChipLabel(facet: RangeFacet, r: Range, locale: Locale = "en-AU"): string {
  return `${RANGE_LABELS[facet]}: ${rangeText(facet, r, locale)}`;
}
