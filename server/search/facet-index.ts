// The embedded search engine: an immutable in-memory index over one list of cars, answering the
// port's query with bit sets (filters, disjunctive facet counts), presorted orders (paging) and
// posting lists (keyword). Chosen over @orama/orama by measurement: docs/decisions/2026-11-21-search-index.md.
import type { Car } from "../sites/schema";
import { RANGE_FACETS, VALUE_FACETS, type RangeFacet, type ValueFacet } from "../../app/lib/search/state";
import { Bitset } from "./bitset";
import {
  NUMERIC_FIELDS,
  SYNONYMS,
  carWords,
  facetValues,
  filterRecord,
  foldText,
  numericValue,
  type DocumentContext,
  type NumericField,
} from "./documents";
import { evaluate, type FilterAst } from "./filter-expression";
import { requestCache } from "./request-cache";
import {
  RELEVANCE_SORT,
  paginationFor,
  type FacetCount,
  type FacetStats,
  type SearchQuery,
  type SearchReply,
  type SortSpec,
} from "./port";

const DEFAULT_MAX_FACET_VALUES = 250;
const FILTER_CACHE_SIZE = 64;
const SORT_CACHE_SIZE = 16;

interface FacetData {
  /** value number → the value as first seen in the stock */
  display: string[];
  /** lower-cased value → value number */
  byKey: Map<string, number>;
  postings: Bitset[];
  /** the values of doc d are valueIds[offsets[d] .. offsets[d + 1]) */
  offsets: Int32Array;
  valueIds: Int32Array;
}

interface WordPostings {
  docs: Int32Array;
  weights: Uint8Array;
}

export class FacetIndex {
  readonly size: number;
  private readonly all: Bitset;
  private readonly facets = new Map<ValueFacet, FacetData>();
  private readonly columns = new Map<NumericField, Float64Array>();
  private readonly words = new Map<string, WordPostings>();
  private readonly vocabulary: string[];
  private readonly records: Record<string, unknown>[];
  private readonly filterCache = requestCache<Bitset>(FILTER_CACHE_SIZE);
  private readonly sortCache = requestCache<Int32Array>(SORT_CACHE_SIZE);
  private readonly scratchBest: Float64Array;
  private readonly scratchTotal: Float64Array;

  constructor(
    readonly cars: readonly Car[],
    ctx: DocumentContext,
  ) {
    const n = cars.length;
    this.size = n;
    this.all = Bitset.full(n);
    this.records = cars.map(filterRecord);
    this.scratchBest = new Float64Array(n);
    this.scratchTotal = new Float64Array(n);

    const perDoc = cars.map((car) => facetValues(car, ctx));
    for (const facet of VALUE_FACETS) {
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
      this.facets.set(facet, data);
    }

    for (const field of NUMERIC_FIELDS) {
      const col = new Float64Array(n);
      for (let d = 0; d < n; d++) col[d] = numericValue(cars[d], field) ?? NaN;
      this.columns.set(field, col);
    }

    const lists = new Map<string, { docs: number[]; weights: number[] }>();
    const wordCtx: DocumentContext = { ...ctx, wordCache: new Map() };
    for (let d = 0; d < n; d++) {
      for (const [word, weight] of carWords(cars[d], wordCtx)) {
        let list = lists.get(word);
        if (!list) lists.set(word, (list = { docs: [], weights: [] }));
        list.docs.push(d);
        list.weights.push(weight);
      }
    }
    for (const [word, list] of lists) {
      this.words.set(word, { docs: Int32Array.from(list.docs), weights: Uint8Array.from(list.weights) });
    }
    this.vocabulary = [...lists.keys()].sort();
  }

  search(q: SearchQuery): SearchReply {
    const started = performance.now();
    const limit = Math.max(1, Math.floor(q.limit));
    const offset = Math.max(0, Math.floor(q.offset));

    // Fixed filter and keyword: never relaxed.
    const base = this.filterSet(q.filter).clone();
    const terms = queryTerms(q.query);
    if (terms.length > 0) base.and(this.keywordSet(terms));

    // The visitor's refinements, one clause per facet (make and its models make one clause).
    const clauses = this.refinementClauses(q.refinements);
    const rangeSets = new Map<RangeFacet, Bitset>();
    for (const facet of RANGE_FACETS) {
      const r = q.ranges[facet];
      if (r && (r.min !== undefined || r.max !== undefined)) rangeSets.set(facet, this.rangeSet(facet, r.min, r.max));
    }

    const narrowed = (skip: (c: Clause) => boolean, skipRange?: RangeFacet) => {
      const set = base.clone();
      for (const c of clauses) if (!skip(c)) set.and(c.set);
      for (const [facet, rs] of rangeSets) if (facet !== skipRange) set.and(rs);
      return set;
    };
    const matched = narrowed(() => false);
    const count = matched.count();

    const facets: SearchReply["facets"] = {};
    const maxValues = q.maxFacetValues ?? DEFAULT_MAX_FACET_VALUES;
    for (const facet of q.facets) {
      let set: Bitset;
      if (facet === "make_model" && clauses.some((c) => c.facets.includes("make"))) {
        // Models are counted under the selected makes, whole (their model picks left out).
        set = narrowed((c) => c.facets.includes("make"));
        set.and(this.valuesSet("make", q.refinements.make ?? []));
      } else if (clauses.some((c) => c.facets.includes(facet))) {
        set = narrowed((c) => c.facets.includes(facet));
      } else {
        set = matched;
      }
      facets[facet] = this.countFacet(facet, set, maxValues);
    }

    const facetStats: SearchReply["facetStats"] = {};
    for (const facet of q.stats) {
      const set = rangeSets.has(facet) ? narrowed(() => false, facet) : matched;
      const stats = this.stats(facet, set);
      if (stats) facetStats[facet] = stats;
    }

    const sort = q.sort.length > 0 ? q.sort : RELEVANCE_SORT;
    const hits = this.page(matched, count, sort, terms, offset, limit).map((d) => this.cars[d]);
    return {
      hits,
      facets,
      facetStats,
      count,
      ms: Math.round((performance.now() - started) * 100) / 100,
      pagination: paginationFor(offset, limit, count),
    };
  }

  /** Known values of a facet with their number of cars, over a set of docs (all docs by default). */
  facetDistribution(facet: ValueFacet, filter: FilterAst = { type: "all" }): FacetCount[] {
    return this.countFacet(facet, this.filterSet(filter), Infinity);
  }

  /** Docs passing a fixed filter (cached: sites ask for the same few filters all day). */
  filterSet(ast: FilterAst): Bitset {
    if (ast.type === "all") return this.all;
    const key = JSON.stringify(ast);
    let set = this.filterCache.get(key);
    if (!set) {
      set = this.evaluateSet(ast);
      this.filterCache.set(key, set);
    }
    return set;
  }

  private evaluateSet(ast: FilterAst): Bitset {
    switch (ast.type) {
      case "all":
        return this.all.clone();
      // Parts are cached on their own: when the sold cut-off moves on, only its clause is read again.
      case "and": {
        const set = this.filterSet(ast.clauses[0]).clone();
        for (const c of ast.clauses.slice(1)) set.and(this.filterSet(c));
        return set;
      }
      case "or": {
        const set = this.filterSet(ast.clauses[0]).clone();
        for (const c of ast.clauses.slice(1)) set.or(this.filterSet(c));
        return set;
      }
      default: {
        // A single clause: the reference evaluator over every car, so the index can never disagree with it.
        const records = this.records;
        return Bitset.from(this.size, (d) => evaluate(ast, records[d]));
      }
    }
  }

  private valuesSet(facet: ValueFacet, values: readonly string[]): Bitset {
    const data = this.facets.get(facet)!;
    const set = new Bitset(this.size);
    for (const v of values) {
      const id = data.byKey.get(String(v).toLowerCase());
      if (id !== undefined) set.or(data.postings[id]);
    }
    return set;
  }

  private refinementClauses(refinements: SearchQuery["refinements"]): Clause[] {
    const clauses: Clause[] = [];
    const makes = refinements.make ?? [];
    const models = refinements.make_model ?? [];
    if (makes.length > 0) {
      const modelData = this.facets.get("make_model")!;
      const set = new Bitset(this.size);
      for (const make of makes) {
        const makeSet = this.valuesSet("make", [make]);
        const picked = models
          .map((m) => modelData.byKey.get(String(m).toLowerCase()))
          .filter((id): id is number => id !== undefined && modelData.postings[id].countAnd(makeSet) > 0);
        if (picked.length > 0) {
          const modelSet = new Bitset(this.size);
          for (const id of picked) modelSet.or(modelData.postings[id]);
          makeSet.and(modelSet);
        }
        set.or(makeSet);
      }
      clauses.push({ facets: ["make", "make_model"], set });
    } else if (models.length > 0) {
      clauses.push({ facets: ["make_model"], set: this.valuesSet("make_model", models) });
    }
    for (const facet of VALUE_FACETS) {
      if (facet === "make" || facet === "make_model") continue;
      const values = refinements[facet];
      if (values && values.length > 0) clauses.push({ facets: [facet], set: this.valuesSet(facet, values) });
    }
    return clauses;
  }

  private rangeSet(facet: RangeFacet, min = -Infinity, max = Infinity): Bitset {
    const col = this.columns.get(facet)!;
    const set = new Bitset(this.size);
    for (let d = 0; d < col.length; d++) {
      const v = col[d];
      if (v >= min && v <= max) set.add(d); // NaN (no value) fails both
    }
    return set;
  }

  private countFacet(facet: ValueFacet, set: Bitset, maxValues: number): FacetCount[] {
    const data = this.facets.get(facet)!;
    const counts = new Int32Array(data.display.length);
    const members = set.count();
    const perDoc = this.size > 0 ? data.valueIds.length / this.size : 0;
    // Walk the matching docs when they are few; AND each value's postings when values are few.
    if (members * perDoc * 4 < data.display.length * set.words.length) {
      const { offsets, valueIds } = data;
      set.forEach((d) => {
        for (let i = offsets[d]; i < offsets[d + 1]; i++) counts[valueIds[i]]++;
      });
    } else {
      for (let id = 0; id < counts.length; id++) counts[id] = data.postings[id].countAnd(set);
    }
    const out: FacetCount[] = [];
    for (let id = 0; id < counts.length; id++) if (counts[id] > 0) out.push({ value: data.display[id], count: counts[id] });
    out.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
    return out.length > maxValues ? out.slice(0, maxValues) : out;
  }

  private stats(facet: RangeFacet, set: Bitset): FacetStats | null {
    const col = this.columns.get(facet)!;
    let min = Infinity;
    let max = -Infinity;
    set.forEach((d) => {
      const v = col[d];
      if (v < min) min = v;
      if (v > max) max = v;
    });
    return min <= max ? { min, max } : null;
  }

  // ---------------------------------------------------------------- keyword

  private wordsFor(term: QueryTerm): string[] {
    const found: string[] = [];
    for (const alt of term.alternatives) {
      if (term.exact) {
        if (this.words.has(alt)) found.push(alt);
        continue;
      }
      // Every indexed word starting with the term, from the sorted vocabulary.
      let lo = 0;
      let hi = this.vocabulary.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (this.vocabulary[mid] < alt) lo = mid + 1;
        else hi = mid;
      }
      for (let i = lo; i < this.vocabulary.length && this.vocabulary[i].startsWith(alt); i++) found.push(this.vocabulary[i]);
    }
    return found;
  }

  private keywordSet(terms: QueryTerm[]): Bitset {
    let result: Bitset | null = null;
    for (const term of terms) {
      const set = new Bitset(this.size);
      for (const word of this.wordsFor(term)) for (const d of this.words.get(word)!.docs) set.add(d);
      result = result ? result.and(set) : set;
    }
    return result ?? this.all.clone();
  }

  /**
   * Keyword score per matched doc, written into `total` (indexed by doc; the caller clears it):
   * per term its best word (field weight, doubled for a whole-word match).
   */
  private scoreInto(terms: QueryTerm[], matched: Bitset, total: Float64Array): void {
    const best = this.scratchBest;
    for (const term of terms) {
      const touched: number[] = [];
      for (const word of this.wordsFor(term)) {
        const whole = term.alternatives.includes(word) ? 2 : 1;
        const { docs, weights } = this.words.get(word)!;
        for (let i = 0; i < docs.length; i++) {
          const d = docs[i];
          if (!matched.has(d)) continue;
          const s = weights[i] * whole;
          if (best[d] === 0) touched.push(d);
          if (s > best[d]) best[d] = s;
        }
      }
      for (const d of touched) {
        total[d] += best[d];
        best[d] = 0;
      }
    }
  }

  // ---------------------------------------------------------------- order and paging

  private page(matched: Bitset, count: number, sort: readonly SortSpec[], terms: QueryTerm[], offset: number, limit: number): number[] {
    if (offset >= count) return [];
    const textFirst = sort[0]?.field === "_text_match";
    const keys = sort.filter((s) => s.field !== "_text_match");
    if (textFirst && terms.length > 0) {
      const scores = this.scratchTotal;
      this.scoreInto(terms, matched, scores);
      const docs = matched.toArray();
      // Rank by score first, then order only the slice the page needs by the other keys.
      const cmp = this.comparator(keys);
      docs.sort((a, b) => scores[b] - scores[a] || cmp(a, b));
      for (const d of docs) scores[d] = 0;
      return docs.slice(offset, offset + limit);
    }
    // Walk a presorted order of every doc, keeping the matching ones.
    const order = this.order(keys);
    const out: number[] = [];
    let skipped = 0;
    for (let i = 0; i < order.length && out.length < limit; i++) {
      const d = order[i];
      if (!matched.has(d)) continue;
      if (skipped < offset) skipped++;
      else out.push(d);
    }
    return out;
  }

  private order(keys: readonly SortSpec[]): Int32Array {
    const key = keys.map((k) => `${k.field}:${k.order}`).join(",");
    let order = this.sortCache.get(key);
    if (!order) {
      const docs = Array.from({ length: this.size }, (_, i) => i);
      docs.sort(this.comparator(keys));
      order = Int32Array.from(docs);
      this.sortCache.set(key, order);
    }
    return order;
  }

  /** Compares docs by the keys; a car without a value sorts last either way; ties go to the lower doc number. */
  private comparator(keys: readonly SortSpec[]): (a: number, b: number) => number {
    const cols = keys.map((k) => ({ col: this.columns.get(k.field as NumericField)!, dir: k.order === "asc" ? 1 : -1 }));
    return (a, b) => {
      for (const { col, dir } of cols) {
        const x = col[a];
        const y = col[b];
        if (x === y) continue;
        if (Number.isNaN(x)) {
          if (Number.isNaN(y)) continue;
          return 1;
        }
        if (Number.isNaN(y)) return -1;
        return x < y ? -dir : dir;
      }
      return a - b;
    };
  }
}

interface Clause {
  /** The facets this clause refines (left out together when counting one of them). */
  facets: ValueFacet[];
  set: Bitset;
}

export interface QueryTerm {
  /** The word and the words it also means (SYNONYMS). */
  alternatives: string[];
  /** Quoted (a stock number): whole words only, no prefixes. */
  exact: boolean;
}

/**
 * The words of a prepared keyword. A word with inner punctuation is read joined ('CX-5' → 'cx5',
 * which the index also holds), a quoted one is exact, every other one also matches as a prefix.
 */
export function queryTerms(prepared: string): QueryTerm[] {
  const out: QueryTerm[] = [];
  for (const raw of prepared.trim().split(/\s+/)) {
    if (raw === "") continue;
    const exact = /^".+"$/.test(raw);
    const folded = foldText(raw.replace(/"/g, ""));
    const word = folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean).join("");
    if (word === "") continue;
    const alternatives = [word, ...(SYNONYMS[word] ?? SYNONYMS[folded] ?? [])];
    out.push({ alternatives: [...new Set(alternatives)], exact });
  }
  return out;
}
