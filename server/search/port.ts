// The search port: one query shape and one reply shape for every search adapter (the embedded
// index now, Typesense later). Shaped after Typesense: `filter` prints as filter_by, `facets` as
// facet_by, `sort` as sort_by; refinements stay structured because disjunctive facet counts need
// each facet's own clause left out (Typesense does that with one extra query per refined facet).
import type { Car } from "../sites/schema";
import type { FilterAst } from "./filter-expression";
import type { Range, RangeFacet, ValueFacet } from "../../app/lib/search/state";

/** The spec's indexes: cars, special offers, and parts (the group's own catalogue; may be empty). */
export const SEARCH_INDEXES = ["cars", "offers", "parts"] as const;
export type SearchIndexName = (typeof SEARCH_INDEXES)[number];

/** Fields a result list can be ordered by; `_text_match` is the keyword score (Typesense's name). */
export const SORT_FIELDS = ["_text_match", "custom_rank", "created_at_timestamp", "price", "km", "year", "subscription_price"] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export interface SortSpec {
  field: SortField;
  order: "asc" | "desc";
}

/** "Most Relevant": keyword score, then the dealer's own rank, then the newest. */
export const RELEVANCE_SORT: readonly SortSpec[] = [
  { field: "_text_match", order: "desc" },
  { field: "custom_rank", order: "desc" },
  { field: "created_at_timestamp", order: "desc" },
];

/** F, R: the value and range facets of the document kind (the car's by default). */
export interface SearchQuery<F extends string = ValueFacet, R extends string = RangeFacet> {
  index: SearchIndexName;
  /** Fixed filters, ANDed (base filter, site filter, manufacturer/state, price > 0). Never relaxed. */
  filter: FilterAst;
  /**
   * The visitor's value refinements: OR within a facet, AND across facets. `make_model` holds model
   * names read under the selected makes: a make with some of its models picked is narrowed to those
   * models; a make without is taken whole.
   */
  refinements: Partial<Record<F, readonly string[]>>;
  /** Inclusive numeric ranges ('min:max' in a URL). */
  ranges: Partial<Record<R, Range>>;
  /** The keyword, already prepared (app/lib/search/keyword.ts); '' for none. Every word must match. */
  query: string;
  /** First key first; ties end on the document id. Empty means RELEVANCE_SORT. */
  sort: readonly SortSpec[];
  /** Facets to count. Counts are disjunctive: a facet's own refinement is left out of its counts. */
  facets: readonly F[];
  /** Range facets to give min/max for (also disjunctive: a range leaves itself out). */
  stats: readonly R[];
  /** Most values returned per facet, highest count first (Typesense's max_facet_values). */
  maxFacetValues?: number;
  offset: number;
  limit: number;
}

/** A query and reply of any document kind, as the engine (facet-index.ts, live-index.ts) sees them. */
export type KindQuery = SearchQuery<string, string>;
export type KindReply<D> = SearchReply<D, string, string>;

export interface FacetCount {
  value: string;
  count: number;
}

export interface FacetStats {
  min: number;
  max: number;
}

export interface Pagination {
  /** 1-based page of `offset` at this page size. */
  page: number;
  pageSize: number;
  /** Pages the whole result fills (0 when nothing matched). */
  pages: number;
  offset: number;
}

export interface SearchReply<Hit = Car, F extends string = ValueFacet, R extends string = RangeFacet> {
  hits: Hit[];
  facets: Partial<Record<F, FacetCount[]>>;
  /** Absent for a range facet no matching doc has a value for. */
  facetStats: Partial<Record<R, FacetStats>>;
  /** Cars matching the whole query. */
  count: number;
  /** Time the engine took, in milliseconds. */
  ms: number;
  pagination: Pagination;
}

/** One group's stock behind a search engine. */
export interface SearchPort {
  search(query: SearchQuery): Promise<SearchReply>;
}

export function paginationFor(offset: number, limit: number, count: number): Pagination {
  return {
    page: Math.floor(offset / limit) + 1,
    pageSize: limit,
    pages: Math.ceil(count / limit),
    offset,
  };
}
