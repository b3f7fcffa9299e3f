// What the embedded engine needs to know of a document kind (cars, parts): its key, its value
// facets, its numbers and its keyword words. The facet, filter, keyword and paging machinery
// (facet-index.ts, keyword-index.ts, live-index.ts) is written once against this shape.
import type { Car } from "../sites/schema";
import { VALUE_FACETS } from "../../app/lib/search/state";
import { NUMERIC_FIELDS, carWords, facetValues, filterRecord, numericValue, type DocumentContext, type NumericField, type WordWeight } from "./documents";

export interface DocKind<D> {
  /** The document's key within its group (a car's id, a part's number). */
  id(doc: D): number | string;
  /** The value facets, in the order they are built. */
  readonly facets: readonly string[];
  facetValues(doc: D): Record<string, readonly string[]>;
  /** Fields the engine sorts, ranges and takes stats on. */
  readonly numericFields: readonly string[];
  numeric(doc: D, field: string): number | null;
  /** Every word with its weight; `cache` holds words of texts already split during one build. */
  words(doc: D, cache?: Map<string, string[]>): Map<string, WordWeight>;
  /** The fields a fixed filter reads. */
  record(doc: D): Record<string, unknown>;
}

/** Cars: the spec's facets (point 3) read by documents.ts. */
export function carKind(ctx: DocumentContext): DocKind<Car> {
  return {
    id: (car) => car.id,
    facets: VALUE_FACETS,
    facetValues: (car) => facetValues(car, ctx),
    numericFields: NUMERIC_FIELDS,
    numeric: (car, field) => numericValue(car, field as NumericField),
    words: (car, cache) => carWords(car, cache ? { ...ctx, wordCache: cache } : ctx),
    record: filterRecord,
  };
}
