// The value facets' postings: per facet, each value's docs as a bit set, and each doc's values.
import { Bitset } from "./bitset";

/** One refinement of a query as docs: the facets it refines (left out together when counting one of them). */
export interface Clause {
  facets: string[];
  set: Bitset;
}

/** Whether a selected make has a selected model somewhere (then that make is narrowed to its picked models). */
export type ModelTest = (make: string, model: string) => boolean;

export interface FacetData {
  /** value number → the value as first seen in the stock */
  display: string[];
  /** lower-cased value → value number */
  byKey: Map<string, number>;
  postings: Bitset[];
  /** the values of doc d are valueIds[offsets[d] .. offsets[d + 1]) */
  offsets: Int32Array;
  valueIds: Int32Array;
}

/** perDoc[d][facet]: the facet values of doc d (a value listed twice on one car counts once). */
export function buildFacetData(names: readonly string[], perDoc: readonly Record<string, readonly string[]>[], n: number): Map<string, FacetData> {
  const facets = new Map<string, FacetData>();
    for (const facet of names) {
      const data: FacetData = { display: [], byKey: new Map(), postings: [], offsets: new Int32Array(n + 1), valueIds: new Int32Array(0) };
      const ids: number[] = [];
      for (let d = 0; d < n; d++) {
        const start = ids.length;
        data.offsets[d] = start;
        for (const value of perDoc[d][facet]) {
          const key = value.toLowerCase();
          let id = data.byKey.get(key);
          if (id === undefined) {
            id = data.display.length;
            data.byKey.set(key, id);
            data.display.push(value);
            data.postings.push(new Bitset(n));
          }
          if (ids.indexOf(id, start) >= 0) continue; // a value listed twice on one car
          data.postings[id].add(d);
          ids.push(id);
        }
      }
      data.offsets[n] = ids.length;
      data.valueIds = Int32Array.from(ids);
      facets.set(facet, data);
    }
  return facets;
}
