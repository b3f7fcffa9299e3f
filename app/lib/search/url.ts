// Search URL codec (spec point 2): SearchState <-> '/search/{segments}?{lists}'. The path rules are
// url-path.ts, paging paging.ts, the 'min:max' rule range.ts. Pure: no I/O, safe on server and client.
import { RANGE_FACETS, VALUE_FACETS, canonicalState, isSortKey, type Range, type RangeFacet, type SearchState, type ValueFacet } from "./state";
import { pathFor, readSegments, type PathReading, type SearchVocabulary, type VehicleKind } from "./url-path";
import { parsePage } from "./paging";
import { stripQuotes } from "./keyword";
import { formatRange, parseRange, parseRangeSide } from "./range";
import { kmFromLocaleUnit } from "../locale";

/** The form field name of an odometer typed in miles (US sites): mi_min, mi_max. */
export const MILES_FIELD = "mi";

// What every caller of the codec also needs: the vocabulary it reads with, the vehicle kind it writes for.
export { vehicleKindForTemplate, type SearchVocabulary, type VehicleKind } from "./url-path";

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
    if (range) parts.push(`${facet}=${formatRange(range)}`);
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
  // A search page builds some 40 URLs: most paths have no slash to trim, so no regex runs for them.
  return path.endsWith("/") ? path.replace(/\/+$/, "") : path;
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
      for (const part of raw.split(",")) {
        const value = stripQuotes(decodeValue(part));
        if (value !== "") list.push(value);
      }
    } else if (RANGE_FACET_SET.has(key)) {
      const range = parseRange(decodeValue(raw));
      if (range && !state.ranges[key as RangeFacet]) state.ranges[key as RangeFacet] = range;
    } else if (/_(min|max)$/.test(key) && (RANGE_FACET_SET.has(key.slice(0, -4)) || key.slice(0, -4) === MILES_FIELD)) {
      // Separate min and max fields, as a form without JavaScript sends them. US sites' odometer
      // fields are in miles ('mi_min'); the range itself stays in km, the unit of the data.
      const miles = key.slice(0, -4) === MILES_FIELD;
      const sides = (formSides[miles ? "km" : (key.slice(0, -4) as RangeFacet)] ??= {});
      const typed = parseRangeSide(decodeValue(raw));
      const n = miles && typeof typed === "number" ? kmFromLocaleUnit(typed, "en-US") : typed;
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
