// A car as the search index sees it: the spec's facet values (point 3 "Search facets"), the
// numbers it sorts and filters on, and the words its keyword search matches.
import type { Car } from "../sites/schema";
import type { RangeFacet, ValueFacet } from "../../app/lib/search/state";
import { isPriceShown, wasPrice } from "../../app/lib/price";

/** Price buckets of the price_range facet (the car's price, shown only above 10). */
export const PRICE_RANGES = [
  { value: "Under $10k", max: 10_000 },
  { value: "$10k to $20k", max: 20_000 },
  { value: "$20k to $30k", max: 30_000 },
  { value: "$30k to $40k", max: 40_000 },
  { value: "$40k to $50k", max: 50_000 },
  { value: "$50k to $75k", max: 75_000 },
  { value: "$75k to $100k", max: 100_000 },
  { value: "$100k and over", max: Infinity },
] as const;

/** Buckets of the weekly_price_range facet (the weekly subscription price). */
export const WEEKLY_PRICE_RANGES = [
  { value: "Under $150 a week", max: 150 },
  { value: "$150 to $200 a week", max: 200 },
  { value: "$200 to $250 a week", max: 250 },
  { value: "$250 to $300 a week", max: 300 },
  { value: "$300 a week and over", max: Infinity },
] as const;

function bucket(amount: number, ranges: readonly { value: string; max: number }[]): string {
  return ranges.find((r) => amount < r.max)!.value;
}

export interface DocumentContext {
  /** dealership_id → dealership name (the dealership_name facet). */
  dealershipNames: ReadonlyMap<number, string>;
  /** Words of texts already split during one index build (most texts repeat: makes, models, features). */
  wordCache?: Map<string, string[]>;
}

const nonEmpty = (v: string | null | undefined): string[] => (v ? [v] : []);

/** The values a car has in each value facet (several for the list fields, none when unknown). */
export function facetValues(car: Car, ctx: DocumentContext): Record<ValueFacet, string[]> {
  const sub = car.subscription_price;
  return {
    status: [car.status],
    badge: nonEmpty(car.badge),
    car_type: [car.car_type],
    categories: car.categories.filter(Boolean),
    city: nonEmpty(car.city),
    colour: nonEmpty(car.colour),
    dealership_name: nonEmpty(ctx.dealershipNames.get(car.dealership_id)),
    filtered_features: car.filtered_features.filter(Boolean),
    item_type: nonEmpty(car.item_type),
    location_name: nonEmpty(car.location.name),
    make: nonEmpty(car.make),
    make_model: nonEmpty(car.model),
    model: nonEmpty(car.model),
    price_range: isPriceShown(car.price) ? [bucket(car.price, PRICE_RANGES)] : [],
    seats: car.seats == null ? [] : [String(car.seats)],
    body: nonEmpty(car.simple_body),
    drive: nonEmpty(car.simple_drive),
    fuel: nonEmpty(car.simple_fuel),
    transmission: nonEmpty(car.simple_transmission),
    state: nonEmpty(car.state),
    tag: nonEmpty(car.tag?.trim()),
    weekly_price_range: sub != null && sub > 0 ? [bucket(sub, WEEKLY_PRICE_RANGES)] : [],
    certified: [String(car.certified)],
  };
}

/** Numbers the index sorts and ranges on; null when the car has none. */
export type NumericField = RangeFacet | "custom_rank";
export const NUMERIC_FIELDS: readonly NumericField[] = ["price", "subscription_price", "km", "year", "created_at_timestamp", "custom_rank"];

export function numericValue(car: Car, field: NumericField): number | null {
  const v = car[field];
  return typeof v === "number" && Number.isFinite(v) ? v : null;
}

/** The offers index holds the special offers: a 'Special' tag, or a was-price on show. */
export function isSpecialOffer(car: Car): boolean {
  return (car.tag ?? "").trim().toLowerCase() === "special" || wasPrice(car) !== null;
}

/** The fields the site filter expression reads, as a record (server/search/filter-expression.ts). */
export function filterRecord(car: Car): Record<string, unknown> {
  return car as unknown as Record<string, unknown>;
}

// ---------------------------------------------------------------- keyword words

/** How much a word counts by the field it came from: the make or a stock number beats a feature. */
export type WordWeight = 1 | 2 | 3;

/** Lower case, accents folded; the one normaliser for indexed text and for the keyword. */
export function foldText(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * Words of a text: runs of letters and digits; a word written with inner punctuation also gives its
 * joined form, so 'CX-5' is found by 'cx', '5', 'cx5' and 'cx-5'.
 */
export function words(text: string): string[] {
  const out: string[] = [];
  for (const chunk of foldText(text).split(/\s+/)) {
    const parts = chunk.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    out.push(...parts);
    if (parts.length > 1) out.push(parts.join(""));
  }
  return out;
}

/**
 * A document's words with their weights, filled by put(text, weight): the highest weight wins for a
 * word seen twice; `cache` keeps the words of texts already split during one index build.
 */
export function wordCollector(cache?: Map<string, string[]>) {
  const out = new Map<string, WordWeight>();
  const put = (text: string | number | null | undefined, weight: WordWeight) => {
    if (text === null || text === undefined || text === "") return;
    const key = String(text);
    let list = cache?.get(key);
    if (!list) {
      list = words(key);
      cache?.set(key, list);
    }
    for (const w of list) if ((out.get(w) ?? 0) < weight) out.set(w, weight);
  };
  return { out, put };
}

/** Every word of a car with its weight. */
export function carWords(car: Car, ctx: DocumentContext): Map<string, WordWeight> {
  const { out, put } = wordCollector(ctx.wordCache);
  put(car.make, 3);
  put(car.model, 3);
  put(car.stocknum, 3);
  put(car.vin, 3);
  put(car.rego, 3);
  put(car.badge, 2);
  put(car.series, 2);
  put(car.simple_body, 2);
  put(car.simple_fuel, 2);
  put(car.simple_drive, 2);
  put(car.simple_transmission, 2);
  put(car.year, 2);
  put(car.car_type, 2);
  put(car.colour, 2);
  put(car.item_type, 2);
  put(car.name, 1);
  put(car.tag, 1);
  put(car.city, 1);
  put(car.state, 1);
  put(car.location.name, 1);
  put(ctx.dealershipNames.get(car.dealership_id), 1);
  for (const c of car.categories) put(c, 1);
  for (const f of car.filtered_features) put(f, 1);
  return out;
}

/** Words a visitor types that mean another word in the stock ('EV' is how people say electric). */
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  ev: ["electric"],
  evs: ["electric"],
  "4x4": ["4wd"],
  auto: ["automatic"],
  ute: ["ute", "utility"],
  // The spec's synonyms for Typesense too (typesense/document.ts): what people call a make.
  chevy: ["chevrolet"],
  merc: ["mercedesbenz"], // 'Mercedes-Benz' is read joined as well
  vw: ["volkswagen"],
  preowned: ["used"], // 'pre-owned' is read joined

  secondhand: ["used"],
};
