// Search URL codec (spec point 2): SearchState <-> '/search/{segments}?{lists}', plus paging and
// the refine helpers the sidebar uses. Pure: no I/O, safe on server and client.
import {
  MAX_PAGE,
  RANGE_FACETS,
  VALUE_FACETS,
  canonicalState,
  clampPage,
  isSortKey,
  type Range,
  type RangeFacet,
  type SearchState,
  type SortKey,
  type ValueFacet,
} from "./state";

export type VehicleKind = "car" | "motorcycle" | "caravan";

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

export interface BuildOptions {
  /** Where search lives, e.g. '/search' (default) or '/parts/search'. */
  base?: string;
  /** Picks the car type words: used-cars, used-motorcycles, used-caravans. */
  vehicleKind?: VehicleKind;
  /**
   * With it, a value goes into the path only if the path reads back to that very value; without
   * it, the builder trusts that slugs do not collide across facets (reserved words are still kept
   * out of the path). Pass it wherever you have the facet distribution.
   */
  vocabulary?: SearchVocabulary;
  /** The site's default search path, written when nothing goes into the path (if it reads as empty). */
  emptyPath?: string;
}

export interface ParseOptions {
  base?: string;
  /** The site's default search path: it reads as the empty path, even outside `base`. */
  emptyPath?: string;
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
};

/** Every car type word of every kind reads back, so a link shared across sites still works. */
const CAR_TYPE_BY_SEGMENT = new Map<string, string>([
  ...Object.values(CAR_TYPE_SEGMENTS).flatMap((m) => Object.entries(m).map(([t, seg]) => [seg, t] as const)),
  ["pre-owned-cars", "used"],
]);

/** Default search paths of the spec that mean the site's whole stock. */
export const ALL_STOCK_SEGMENTS = ["new-used-and-demo-cars", "new-used-and-demo-trucks", "our-cars", "rental-cars"];
const SUBSCRIPTION = "subscription-cars";

/** Words no facet value may take as its path segment, or the URL would read as something else. */
const RESERVED = new Set<string>([...CAR_TYPE_BY_SEGMENT.keys(), ...ALL_STOCK_SEGMENTS, SUBSCRIPTION]);
const isReserved = (seg: string) => RESERVED.has(seg) || seg.startsWith(`${SUBSCRIPTION}-`);

export function vehicleKindForTemplate(template: string): VehicleKind {
  if (template === "motorcycle") return "motorcycle";
  if (template === "camper") return "caravan";
  return "car";
}

// ---------------------------------------------------------------- slugs

// Letters NFKD does not decompose, spelled the way people type them in a URL.
const FOLD: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", ł: "l", đ: "d", ð: "d", þ: "th", ı: "i" };

/** Lower-case ASCII slug: 'Škoda' → 'skoda', 'A/B Cars & Co' → 'a-b-cars-co'; '' when nothing is left. */
export function slugify(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (c) => FOLD[c] ?? c)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
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

interface PathReading {
  refinements: SearchState["refinements"];
  subscription?: true;
  /** Some segment could stand for more than one value (the first was taken). */
  ambiguous: boolean;
}

/** Reads path segments (already lower-cased) against the vocabulary; null when nothing fits. */
function readSegments(segs: string[], vocab: SearchVocabulary): PathReading | null {
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

/** True when the segments read back, unambiguously, as exactly these refinements. */
function readsBackAs(segs: string[], vocab: SearchVocabulary, want: PathReading): boolean {
  const got = readSegments(segs, vocab);
  if (!got || got.ambiguous || got.subscription !== want.subscription) return false;
  const gotKeys = Object.keys(got.refinements) as ValueFacet[];
  const wantKeys = Object.keys(want.refinements) as ValueFacet[];
  return gotKeys.length === wantKeys.length && wantKeys.every((f) => got.refinements[f]?.[0] === want.refinements[f]?.[0]);
}

function pathFor(state: SearchState, kind: VehicleKind, vocab?: SearchVocabulary): PathReading & { segs: string[] } {
  const single = (f: ValueFacet) => (state.refinements[f]?.length === 1 ? state.refinements[f]![0] : undefined);
  const accept = (segs: string[], reading: Omit<PathReading, "ambiguous">) =>
    !vocab || readsBackAs(segs, vocab, { ...reading, ambiguous: false });

  if (state.subscription) {
    const city = single("city");
    const seg = city === undefined ? null : slugify(city);
    if (city !== undefined && seg) {
      const segs = [`${SUBSCRIPTION}-${seg}`];
      const reading = { refinements: { city: [city] }, subscription: true as const };
      if (accept(segs, reading)) return { segs, ...reading, ambiguous: false };
    }
    return { segs: [SUBSCRIPTION], refinements: {}, subscription: true, ambiguous: false };
  }

  for (const pattern of PATH_PATTERNS) {
    const values = pattern.map(single);
    if (values.some((v) => v === undefined)) continue;
    const segs = pattern.map((f, i) => segmentFor(f, values[i]!, kind, vocab));
    if (segs.some((s) => s === null)) continue;
    const refinements = Object.fromEntries(pattern.map((f, i) => [f, [values[i]!]]));
    if (accept(segs as string[], { refinements })) return { segs: segs as string[], refinements, ambiguous: false };
  }
  return { segs: [], refinements: {}, ambiguous: false };
}

// ---------------------------------------------------------------- query string

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

// A comma inside a value is percent-encoded by encodeURIComponent, so a raw ',' is always a
// list separator; '+' is a space, as in HTML forms.
function encodeValue(value: string): string {
  return encodeURIComponent(value.replace(LONE_SURROGATE, "\uFFFD")).replace(/%20/g, "+");
}

function decodeValue(raw: string): string {
  const spaced = raw.replace(/\+/g, " ");
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced; // malformed escapes: keep the text rather than refuse the whole URL
  }
}

const PLAIN_NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/** A range side: undefined when empty, null when not a number. */
function readNumber(text: string): number | undefined | null {
  if (text === "") return undefined;
  if (!PLAIN_NUMBER.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

function readRange(text: string): Range | null {
  const colon = text.indexOf(":");
  if (colon < 0) return null;
  const min = readNumber(text.slice(0, colon));
  const max = readNumber(text.slice(colon + 1));
  if (min === null || max === null || (min === undefined && max === undefined)) return null;
  return { min, max };
}

// '1e+21' would read back as '1e 21' ('+' is a space in a query string); '1e21' is the same number.
const writeNumber = (n: number | undefined) => (n === undefined ? "" : String(n).replace("e+", "e"));

// ---------------------------------------------------------------- build

/** The URL (path and query string) of a search. Equal states give equal URLs. */
export function buildSearchUrl(input: SearchState, options: BuildOptions = {}): string {
  const state = canonicalState(input);
  const base = trimSlash(options.base ?? "/search");
  const kind = options.vehicleKind ?? "car";
  const path = pathFor(state, kind, options.vocabulary);

  const parts: string[] = [];
  if (state.query !== undefined) parts.push(`query=${encodeValue(state.query)}`);
  for (const facet of VALUE_FACETS) {
    const values = state.refinements[facet];
    if (!values || path.refinements[facet]) continue; // a facet in the path is single-valued
    parts.push(`${facet}=${values.map(encodeValue).join(",")}`);
  }
  for (const facet of RANGE_FACETS) {
    const range = state.ranges[facet];
    if (range) parts.push(`${facet}=${writeNumber(range.min)}:${writeNumber(range.max)}`);
  }
  if (state.sortBy) parts.push(`sortBy=${state.sortBy}`);
  if (state.page > 1) parts.push(`page=${state.page}`);

  let pathname = path.segs.length > 0 ? `${base}/${path.segs.join("/")}` : base || "/";
  if (path.segs.length === 0 && options.emptyPath && readsAsEmpty(options.emptyPath, base)) {
    pathname = trimSlash(options.emptyPath) || "/";
  }
  return parts.length > 0 ? `${pathname}?${parts.join("&")}` : pathname;
}

/** An empty-path alias is only used when reading it back gives the empty search again. */
function readsAsEmpty(emptyPath: string, base: string): boolean {
  const path = trimSlash(emptyPath).toLowerCase();
  const b = base.toLowerCase();
  if (path !== b && !path.startsWith(`${b}/`)) return true;
  const reading = readSegments(path.slice(b.length).split("/").filter(Boolean), { facets: {} });
  return reading !== null && !reading.subscription && Object.keys(reading.refinements).length === 0;
}

function trimSlash(path: string): string {
  return path.replace(/\/+$/, "");
}

// ---------------------------------------------------------------- parse

function splitUrl(url: string | URL): { pathname: string; search: string } | null {
  if (typeof url !== "string") return { pathname: url.pathname, search: url.search.replace(/^\?/, "") };
  const noHash = url.split("#", 1)[0];
  if (noHash.startsWith("/")) {
    const q = noHash.indexOf("?");
    return q < 0 ? { pathname: noHash, search: "" } : { pathname: noHash.slice(0, q), search: noHash.slice(q + 1) };
  }
  if (!/^[a-z][a-z0-9+.-]*:/i.test(noHash)) return null;
  try {
    const u = new URL(noHash);
    return { pathname: u.pathname, search: u.search.replace(/^\?/, "") };
  } catch {
    return null;
  }
}

/**
 * The search a URL asks for, or null when its path fits no pattern (a 404: an unknown path is
 * not an empty search). Query values are not checked against the vocabulary: an unknown value
 * is an empty result, which is honest. A path or query that is not canonical still parses;
 * compare with buildSearchUrl(result) to redirect to the canonical URL.
 */
export function parseSearchUrl(url: string | URL, vocabulary: SearchVocabulary, options: ParseOptions = {}): SearchState | null {
  const parts = splitUrl(url);
  if (!parts) return null;
  const base = trimSlash(options.base ?? "/search").toLowerCase();
  const pathname = trimSlash(parts.pathname).toLowerCase();

  let reading: PathReading | null = null;
  if (pathname === base || pathname.startsWith(`${base}/`)) {
    const raw = pathname.slice(base.length).split("/").filter(Boolean);
    if (raw.length > 3) return null; // no pattern has more than three segments
    const segs: string[] = [];
    for (const r of raw) {
      try {
        segs.push(decodeURIComponent(r));
      } catch {
        return null;
      }
    }
    reading = readSegments(segs, vocabulary);
  }
  if (!reading && options.emptyPath && pathname === trimSlash(options.emptyPath).toLowerCase()) {
    reading = { refinements: {}, ambiguous: false };
  }
  if (!reading) return null;

  const state: SearchState = { refinements: {}, ranges: {}, page: 1 };
  for (const [facet, values] of Object.entries(reading.refinements) as [ValueFacet, string[]][]) {
    state.refinements[facet] = [...values];
  }
  if (reading.subscription) state.subscription = true;
  readQuery(parts.search, state);
  return canonicalState(state);
}

const VALUE_FACET_SET = new Set<string>(VALUE_FACETS);
const RANGE_FACET_SET = new Set<string>(RANGE_FACETS);

function readQuery(search: string, state: SearchState): void {
  const formSides: Partial<Record<RangeFacet, Range>> = {};
  let sawQuery = false;
  let sawPage = false;
  for (const pair of search.split("&")) {
    if (pair === "") continue;
    const eq = pair.indexOf("=");
    const key = decodeValue(eq < 0 ? pair : pair.slice(0, eq));
    const raw = eq < 0 ? "" : pair.slice(eq + 1);

    if (VALUE_FACET_SET.has(key)) {
      // Split before decoding: a raw ',' separates values, '%2C' is a comma inside one.
      const list = (state.refinements[key as ValueFacet] ??= []);
      for (const part of raw.split(",")) list.push(decodeValue(part));
    } else if (RANGE_FACET_SET.has(key)) {
      const range = readRange(decodeValue(raw));
      if (range && !state.ranges[key as RangeFacet]) state.ranges[key as RangeFacet] = range;
    } else if (/_(min|max)$/.test(key) && RANGE_FACET_SET.has(key.slice(0, -4))) {
      // Separate min and max fields, as a form without JavaScript sends them.
      const sides = (formSides[key.slice(0, -4) as RangeFacet] ??= {});
      const n = readNumber(decodeValue(raw).trim());
      const side = key.endsWith("_min") ? "min" : "max";
      if (typeof n === "number" && sides[side] === undefined) sides[side] = n;
    } else if (key === "query" && !sawQuery) {
      sawQuery = true;
      state.query = decodeValue(raw);
    } else if (key === "sortBy" && state.sortBy === undefined) {
      const sort = decodeValue(raw);
      if (isSortKey(sort)) state.sortBy = sort;
    } else if (key === "page" && !sawPage) {
      sawPage = true;
      state.page = parsePage(decodeValue(raw));
    }
  }
  for (const [facet, sides] of Object.entries(formSides) as [RangeFacet, Range][]) {
    state.ranges[facet] ??= sides;
  }
}

// ---------------------------------------------------------------- paging

/**
 * The page a URL's `page` asks for. Only a clean integer above 1 ('2', '17') counts; '0', '-1',
 * '1.5', '02', '+2', '1e3', '' and words are page 1. A huge clean integer is clamped to
 * MAX_PAGE (an empty last page, not an absurd offset).
 */
export function parsePage(raw: string | null | undefined): number {
  if (typeof raw !== "string" || !/^[1-9]\d*$/.test(raw)) return 1;
  return raw.length > String(MAX_PAGE).length ? MAX_PAGE : Math.min(Number(raw), MAX_PAGE);
}

/** The result offset of a 1-based page; a bad page is page 1. */
export function pageToOffset(page: number, pageSize: number): number {
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError(`pageSize must be a positive integer, got ${pageSize}`);
  return (clampPage(page) - 1) * pageSize;
}

// ---------------------------------------------------------------- refining (every change goes back to page 1)

/** A filter value toggles on and off. Removing the last make drops the models picked under it. */
export function toggleRefinement(state: SearchState, facet: ValueFacet, value: string): SearchState {
  const current = state.refinements[facet] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const refinements = { ...state.refinements, [facet]: next };
  if (facet === "make" && next.length === 0) delete refinements.make_model;
  return canonicalState({ ...state, refinements, page: 1 });
}

/** Single-select filters replace the value; null or '' clears the facet. */
export function setSingle(state: SearchState, facet: ValueFacet, value: string | null | undefined): SearchState {
  const refinements = { ...state.refinements, [facet]: value ? [value] : [] };
  // Models belong to the make they were picked under; another make makes them meaningless.
  const sameMake = value ? state.refinements.make?.length === 1 && state.refinements.make[0] === value : false;
  if (facet === "make" && !sameMake) delete refinements.make_model;
  return canonicalState({ ...state, refinements, page: 1 });
}

/** A keyword change removes the page. */
export function setQuery(state: SearchState, query: string | null | undefined): SearchState {
  return canonicalState({ ...state, query: query ?? undefined, page: 1 });
}

export function setSort(state: SearchState, sortBy: SortKey | undefined): SearchState {
  return canonicalState({ ...state, sortBy, page: 1 });
}

export function setRange(state: SearchState, facet: RangeFacet, range: Range | null): SearchState {
  const ranges = { ...state.ranges };
  if (range) ranges[facet] = range;
  else delete ranges[facet];
  return canonicalState({ ...state, ranges, page: 1 });
}
