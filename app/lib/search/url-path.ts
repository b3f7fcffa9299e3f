// Search paths (spec point 2): the route patterns, the car type words and reserved segments, and
// reading path segments against what the stock holds. Pure: no I/O, safe on server and client.
import type { SearchState, ValueFacet } from "./state";
import { slugify } from "../slug.mjs";

export type VehicleKind = "car" | "motorcycle" | "caravan" | "truck" | "rental";

/**
 * What the stock holds, so a slug can be read back as its value and a segment told apart
 * ('brisbane': a city, a location or a dealership?). Build it from the facet distribution.
 */
export interface SearchVocabulary {
  /** Known values per facet. `make_model` lists model names. */
  facets: Partial<Record<ValueFacet, readonly string[]>>;
  /** Models under each make: '/search/{make}/{model}' is read among that make's models first. */
  modelsByMake?: Readonly<Record<string, readonly string[]>>;
  /** Dealership URL slug → dealership_name, for dealers whose slug is not the slug of their name. */
  dealershipSlugs?: Readonly<Record<string, string>>;
}


/** The spec's route patterns, in priority order: the first one the state fills takes the path. */
export const PATH_PATTERNS: readonly (readonly ValueFacet[])[] = [
  ["car_type", "make"],
  ["car_type", "state", "city"],
  ["car_type", "state"],
  ["car_type"],
  ["dealership_name"],
  ["state"],
  ["city", "make"],
  ["city"],
  ["location_name", "make"],
  ["location_name"],
  ["make", "make_model"],
  ["make"],
  ["body"],
  ["drive"],
  ["fuel"],
  ["categories"],
];

const CAR_TYPE_SEGMENTS: Record<VehicleKind, Record<string, string>> = {
  car: { new: "new-cars", used: "used-cars", demo: "demo-cars" },
  motorcycle: { new: "new-motorcycles", used: "used-motorcycles", demo: "demo-motorcycles" },
  caravan: { new: "new-caravans", used: "used-caravans", demo: "demo-caravans" },
  truck: { new: "new-trucks", used: "used-trucks", demo: "demo-trucks" },
  rental: { new: "new-cars", used: "used-cars", demo: "demo-cars" },
};

/** Every car type word of every kind reads back, so a link shared across sites still works. */
const CAR_TYPE_BY_SEGMENT = new Map<string, string>([
  ...Object.values(CAR_TYPE_SEGMENTS).flatMap((m) => Object.entries(m).map(([t, seg]) => [seg, t] as const)),
  ["pre-owned-cars", "used"],
]);

/** Default search paths of the spec that mean the site's whole stock. */
export const ALL_STOCK_SEGMENTS = ["new-used-and-demo-cars", "new-used-and-demo-trucks", "our-cars", "rental-cars"];
export const SUBSCRIPTION = "subscription-cars";

/** Words no facet value may take as its path segment, or the URL would read as something else. */
const RESERVED = new Set<string>([...CAR_TYPE_BY_SEGMENT.keys(), ...ALL_STOCK_SEGMENTS, SUBSCRIPTION]);
const isReserved = (seg: string) => RESERVED.has(seg) || seg.startsWith(`${SUBSCRIPTION}-`);

export function vehicleKindForTemplate(template: string): VehicleKind {
  if (template === "motorcycle") return "motorcycle";
  if (template === "camper") return "caravan";
  if (template === "truck") return "truck";
  if (template === "rental") return "rental";
  return "car";
}

/** The whole-stock words that name one kind of stock: only a site of that kind answers to them. */
const KIND_OF_SEGMENT: Readonly<Record<string, VehicleKind>> = { "new-used-and-demo-trucks": "truck", "rental-cars": "rental" };

/** False when a whole-stock word names another kind of stock than the site's ('rental-cars' on a truck dealer). */
export function segmentFitsKind(seg: string, kind: VehicleKind): boolean {
  const owner = own(KIND_OF_SEGMENT, seg);
  return owner === undefined || owner === kind;
}

// Slug → values, per value list; vocabularies are reused across requests, so cache by identity.
const slugIndexCache = new WeakMap<readonly string[], Map<string, string[]>>();
function valuesWithSlug(values: readonly string[] | undefined, seg: string): string[] {
  if (!values) return [];
  let index = slugIndexCache.get(values);
  if (!index) {
    index = new Map();
    for (const v of values) {
      const s = slugify(v);
      if (s === "") continue;
      const list = index.get(s);
      if (list) {
        if (!list.includes(v)) list.push(v);
      } else index.set(s, [v]);
    }
    slugIndexCache.set(values, index);
  }
  return index.get(seg) ?? [];
}

function own<T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return record && Object.hasOwn(record, key) ? record[key] : undefined;
}

// ---------------------------------------------------------------- path segments

function segmentFor(facet: ValueFacet, value: string, kind: VehicleKind, vocab?: SearchVocabulary): string | null {
  if (facet === "car_type") return own(CAR_TYPE_SEGMENTS[kind], value) ?? null;
  let seg = slugify(value);
  if (facet === "dealership_name" && vocab?.dealershipSlugs) {
    const mapped = Object.entries(vocab.dealershipSlugs).find(([, name]) => name === value);
    if (mapped) seg = mapped[0];
  }
  return seg === "" || isReserved(seg) ? null : seg;
}

/** Values a segment can stand for in a facet, in vocabulary order. */
function candidates(facet: ValueFacet, seg: string, vocab: SearchVocabulary, make?: string): string[] {
  switch (facet) {
    case "car_type": {
      const t = CAR_TYPE_BY_SEGMENT.get(seg);
      return t ? [t] : [];
    }
    case "dealership_name": {
      const mapped = own(vocab.dealershipSlugs, seg);
      const byName = valuesWithSlug(vocab.facets.dealership_name, seg);
      return mapped === undefined ? byName : [mapped, ...byName.filter((n) => n !== mapped)];
    }
    case "make_model": {
      const models = (make !== undefined ? own(vocab.modelsByMake, make) : undefined) ?? vocab.facets.make_model;
      return valuesWithSlug(models, seg);
    }
    default:
      return valuesWithSlug(vocab.facets[facet], seg);
  }
}

export interface PathReading {
  refinements: SearchState["refinements"];
  subscription?: true;
  /** Some segment could stand for more than one value (the first was taken). */
  ambiguous: boolean;
}

/** Reads path segments (already lower-cased) against the vocabulary; null when nothing fits. */
export function readSegments(segs: string[], vocab: SearchVocabulary): PathReading | null {
  if (segs.length === 0) return { refinements: {}, ambiguous: false };
  const only = segs.length === 1 ? segs[0] : undefined;

  // Reserved words first: they are never facet values (the builder sees to that).
  if (only === SUBSCRIPTION) return { refinements: {}, subscription: true, ambiguous: false };
  if (only !== undefined && ALL_STOCK_SEGMENTS.includes(only)) return { refinements: {}, ambiguous: false };
  if (only?.startsWith(`${SUBSCRIPTION}-`)) {
    const cities = candidates("city", only.slice(SUBSCRIPTION.length + 1), vocab);
    if (cities.length > 0) return { refinements: { city: [cities[0]] }, subscription: true, ambiguous: cities.length > 1 };
  }

  patterns: for (const pattern of PATH_PATTERNS) {
    if (pattern.length !== segs.length) continue;
    const refinements: SearchState["refinements"] = {};
    let ambiguous = false;
    for (let i = 0; i < pattern.length; i++) {
      const facet = pattern[i];
      const found = candidates(facet, segs[i], vocab, refinements.make?.[0]);
      if (found.length === 0) continue patterns;
      ambiguous ||= found.length > 1;
      refinements[facet] = [found[0]];
    }
    return { refinements, ambiguous };
  }

  // 'used-cars-brisbane': a car type word joined to a city, read only when nothing else fits.
  if (only !== undefined) {
    for (const [word, carType] of CAR_TYPE_BY_SEGMENT) {
      if (!only.startsWith(`${word}-`)) continue;
      const cities = candidates("city", only.slice(word.length + 1), vocab);
      if (cities.length > 0) {
        return { refinements: { car_type: [carType], city: [cities[0]] }, ambiguous: cities.length > 1 };
      }
    }
  }
  return null;
}

// What segments read as, per vocabulary (a new one comes with each stock version): the builder reads
// back every path it writes, and a search page writes the same few dozen (its make cards, its pages).
const readingCache = new WeakMap<SearchVocabulary, Map<string, PathReading | null>>();
function readingOf(segs: string[], vocab: SearchVocabulary): PathReading | null {
  let readings = readingCache.get(vocab);
  if (!readings) readingCache.set(vocab, (readings = new Map()));
  const key = segs.join("\0");
  let reading = readings.get(key);
  if (reading === undefined) {
    if (readings.size >= 5000) readings.clear();
    readings.set(key, (reading = readSegments(segs, vocab)));
  }
  return reading;
}

/** True when the segments read back, unambiguously, as exactly these refinements (one value each). */
function readsBackAs(segs: string[], vocab: SearchVocabulary, want: SearchState["refinements"], subscription?: true): boolean {
  const got = readingOf(segs, vocab);
  if (!got || got.ambiguous || got.subscription !== subscription) return false;
  let wanted = 0;
  for (const facet in want) {
    wanted++;
    if (got.refinements[facet as ValueFacet]?.[0] !== want[facet as ValueFacet]![0]) return false;
  }
  return Object.keys(got.refinements).length === wanted;
}

// A search page writes some 40 paths a request (its make cards, its pages), each tried against up to
// 16 patterns: the loop allocates only for a pattern the state fills.
export function pathFor(state: SearchState, kind: VehicleKind, vocab?: SearchVocabulary): PathReading & { segs: string[] } {
  const given = state.refinements;
  if (state.subscription) {
    const city = given.city?.length === 1 ? given.city[0] : undefined;
    const seg = city === undefined ? null : slugify(city);
    if (city !== undefined && seg) {
      const segs = [`${SUBSCRIPTION}-${seg}`];
      const refinements = { city: [city] };
      if (!vocab || readsBackAs(segs, vocab, refinements, true)) return { segs, refinements, subscription: true, ambiguous: false };
    }
    return { segs: [SUBSCRIPTION], refinements: {}, subscription: true, ambiguous: false };
  }

  patterns: for (const pattern of PATH_PATTERNS) {
    for (const facet of pattern) if (given[facet]?.length !== 1) continue patterns;
    const segs: string[] = [];
    const refinements: SearchState["refinements"] = {};
    for (const facet of pattern) {
      const value = given[facet]![0];
      const seg = segmentFor(facet, value, kind, vocab);
      if (seg === null) continue patterns;
      segs.push(seg);
      refinements[facet] = [value];
    }
    if (!vocab || readsBackAs(segs, vocab, refinements)) return { segs, refinements, ambiguous: false };
  }
  return { segs: [], refinements: {}, ambiguous: false };
}

