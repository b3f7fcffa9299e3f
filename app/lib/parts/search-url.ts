// The parts search's URL (issue 19): /parts/search, optionally one category as a path segment
// (/parts/search/brakes), and query parameters in the cars' style: query, category, brand and
// fits_make as comma lists, sortBy, page. Forgiving as the car pages are: a bad page is page 1, an
// unknown sort the default; only a path segment that is no category of the catalogue is a 404.
import { slugify } from "../slug.mjs";
import { parsePage } from "../search/paging";
import { MAX_KEYWORD_LENGTH } from "../search/keyword";

export const PARTS_BASE = "/parts/search";
export const PART_FACETS = ["category", "brand", "fits_make"] as const;
export type PartFacet = (typeof PART_FACETS)[number];

/** The parts search's sorts, with the car search's labels for the same orders. */
export const PART_SORTS = [
  { key: "relevance", label: "Most Relevant" },
  { key: "price-asc", label: "Lowest Price" },
  { key: "price-desc", label: "Highest Price" },
] as const;
export type PartSortKey = (typeof PART_SORTS)[number]["key"];

/** Most values a facet parameter may carry, and the longest value: beyond them the page ignores the rest. */
export const MAX_PART_VALUES = 20;
export const MAX_PART_VALUE_LENGTH = 60;

export interface PartsSearchState {
  query: string;
  refinements: Record<PartFacet, string[]>;
  sortBy: PartSortKey;
  page: number;
}

export const emptyPartsState = (): PartsSearchState => ({ query: "", refinements: { category: [], brand: [], fits_make: [] }, sortBy: "relevance", page: 1 });

 
const CONTROL = /[\u0000-\u001f\u007f]/;

function values(raw: string | null): string[] {
  if (!raw) return [];
  const out: string[] = [];
  for (const v of raw.split(",")) {
    const value = v.trim();
    if (value === "" || value.length > MAX_PART_VALUE_LENGTH || CONTROL.test(value) || out.includes(value)) continue;
    out.push(value);
    if (out.length === MAX_PART_VALUES) break;
  }
  return out;
}

/**
 * The state a parts URL asks for; null when the path is not a parts search path (a segment that
 * names no category of `categories`, or more than one segment).
 */
export function parsePartsUrl(pathname: string, search: URLSearchParams, categories: readonly string[]): PartsSearchState | null {
  if (pathname !== PARTS_BASE && !pathname.startsWith(`${PARTS_BASE}/`)) return null;
  const segments = pathname.slice(PARTS_BASE.length).split("/").filter(Boolean);
  if (segments.length > 1) return null;
  const state = emptyPartsState();
  if (segments.length === 1) {
    let segment: string;
    try {
      segment = decodeURIComponent(segments[0]).toLowerCase();
    } catch {
      return null;
    }
    const category = categories.find((c) => slugify(c) === segment);
    if (!category) return null;
    state.refinements.category.push(category);
  }
   
  state.query = (search.get("query") ?? "").replace(/[\u0000-\u001f\u007f]+/g, " ").trim().slice(0, MAX_KEYWORD_LENGTH);
  for (const facet of PART_FACETS) for (const v of values(search.get(facet))) if (!state.refinements[facet].includes(v)) state.refinements[facet].push(v);
  const sort = search.get("sortBy");
  state.sortBy = PART_SORTS.find((s) => s.key === sort)?.key ?? "relevance";
  state.page = parsePage(search.get("page"));
  return state;
}

/** The URL of a state: one category alone goes in the path, everything else in the query. */
export function buildPartsUrl(state: PartsSearchState): string {
  const { category } = state.refinements;
  const inPath = category.length === 1 ? category[0] : null;
  const params: string[] = [];
  if (state.query) params.push(`query=${encodeURIComponent(state.query)}`);
  for (const facet of PART_FACETS) {
    const list = facet === "category" && inPath ? [] : state.refinements[facet];
    if (list.length > 0) params.push(`${facet}=${list.map(encodeURIComponent).join(",")}`);
  }
  if (state.sortBy !== "relevance") params.push(`sortBy=${state.sortBy}`);
  if (state.page > 1) params.push(`page=${state.page}`);
  const path = inPath ? `${PARTS_BASE}/${slugify(inPath)}` : PARTS_BASE;
  return params.length > 0 ? `${path}?${params.join("&")}` : path;
}

/** The same state with one facet value added or taken away (back to page 1). */
export function toggled(state: PartsSearchState, facet: PartFacet, value: string): PartsSearchState {
  const list = state.refinements[facet];
  const next = list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
  return { ...state, refinements: { ...state.refinements, [facet]: next }, page: 1 };
}
