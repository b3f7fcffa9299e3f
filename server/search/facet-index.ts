// The embedded search engine: an in-memory index over one list of documents of a kind (cars, parts;
// doc-kind.ts), immutable but for the docs marked removed (see live-index.ts), answering the port's query with bit sets (filters, disjunctive facet counts), presorted orders (paging) and
// posting lists (keyword). Chosen over @orama/orama by measurement: docs/decisions/2026-11-21-search-index.md.
import { Bitset } from "./bitset";
import type { DocKind } from "./doc-kind";
import { buildFacetData, type Clause, type FacetData, type ModelTest } from "./facet-postings";
import { evaluate, type FilterAst } from "./filter-expression";
import { KeywordIndex, queryTerms, type QueryTerm } from "./keyword-index";
import { requestCache } from "./request-cache";
import {
  RELEVANCE_SORT,
  paginationFor,
  type FacetCount,
  type FacetStats,
  type KindQuery,
  type KindReply,
  type SortSpec,
} from "./port";
import { SortOrders } from "./sort-orders";

const DEFAULT_MAX_FACET_VALUES = 250;
const FILTER_CACHE_SIZE = 64;

export class FacetIndex<D> {
  readonly size: number;
  private readonly all: Bitset;
  private readonly facets: Map<string, FacetData>;
  private readonly columns = new Map<string, Float64Array>();
  private readonly keywords: KeywordIndex<D>;
  private readonly orders: SortOrders;
  private readonly records: Record<string, unknown>[];
  private readonly filterCache = requestCache<Bitset>(FILTER_CACHE_SIZE);
  private readonly scratchTotal: Float64Array;
  /** Docs replaced or withdrawn since the build (a newer copy lives in the live index's delta). */
  private readonly removed: Bitset;
  private removedCount = 0;

  constructor(
    readonly docs: readonly D[],
    private readonly kind: DocKind<D>,
  ) {
    const n = docs.length;
    this.size = n;
    this.all = Bitset.full(n);
    this.records = docs.map(kind.record);
    this.scratchTotal = new Float64Array(n);
    this.removed = new Bitset(n);

    this.facets = buildFacetData(kind.facets, docs.map((doc) => kind.facetValues(doc)), n);

    for (const field of kind.numericFields) {
      const col = new Float64Array(n);
      for (let d = 0; d < n; d++) col[d] = kind.numeric(docs[d], field) ?? NaN;
      this.columns.set(field, col);
    }

    this.orders = new SortOrders(this.columns, n);
    this.keywords = new KeywordIndex(docs, kind);
  }

  /**
   * hasModel says whether a selected make has a selected model (then the make is narrowed to it);
   * the live index asks it of all its segments at once.
   */
  search(q: KindQuery, hasModel: ModelTest = (make, model) => this.hasModel(make, model)): KindReply<D> {
    const started = performance.now();
    const limit = Math.max(1, Math.floor(q.limit));
    const offset = Math.max(0, Math.floor(q.offset));

    // Fixed filter and keyword: never relaxed.
    const base = this.filterSet(q.filter).clone();
    if (this.removedCount > 0) base.andNot(this.removed);
    const terms = queryTerms(q.query);
    if (terms.length > 0) base.and(this.keywords.matching(terms));

    // The visitor's refinements, one clause per facet (make and its models make one clause).
    const clauses = this.refinementClauses(q.refinements, hasModel);
    const rangeSets = new Map<string, Bitset>();
    for (const [facet, r] of Object.entries(q.ranges)) {
      if (r && (r.min !== undefined || r.max !== undefined)) rangeSets.set(facet, this.rangeSet(facet, r.min, r.max));
    }

    const narrowed = (skip: (c: Clause) => boolean, skipRange?: string) => {
      const set = base.clone();
      for (const c of clauses) if (!skip(c)) set.and(c.set);
      for (const [facet, rs] of rangeSets) if (facet !== skipRange) set.and(rs);
      return set;
    };
    const matched = narrowed(() => false);
    const count = matched.count();

    const facets: KindReply<D>["facets"] = {};
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

    const facetStats: KindReply<D>["facetStats"] = {};
    for (const facet of q.stats) {
      const set = rangeSets.has(facet) ? narrowed(() => false, facet) : matched;
      const stats = this.stats(facet, set);
      if (stats) facetStats[facet] = stats;
    }

    const sort = q.sort.length > 0 ? q.sort : RELEVANCE_SORT;
    const hits = this.page(matched, count, sort, terms, offset, limit).map((d) => this.docs[d]);
    return {
      hits,
      facets,
      facetStats,
      count,
      ms: Math.round((performance.now() - started) * 100) / 100,
      pagination: paginationFor(offset, limit, count),
    };
  }

  /** Leaves doc d out of every answer from now on. */
  remove(d: number): void {
    if (this.removed.has(d)) return;
    this.removed.add(d);
    this.removedCount++;
  }

  /** Docs still answered (built minus removed). */
  get liveSize(): number {
    return this.size - this.removedCount;
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
        // A single clause: the reference evaluator over every doc, so the index can never disagree with it.
        const records = this.records;
        return Bitset.from(this.size, (d) => evaluate(ast, records[d]));
      }
    }
  }

  private valuesSet(facet: string, values: readonly string[]): Bitset {
    const set = new Bitset(this.size);
    const data = this.facets.get(facet);
    if (!data) return set; // not a facet of this kind: nothing has it
    for (const v of values) {
      const id = data.byKey.get(String(v).toLowerCase());
      if (id !== undefined) set.or(data.postings[id]);
    }
    return set;
  }

  /** Whether a car still answered for has this make and this model. */
  hasModel(make: string, model: string): boolean {
    const id = this.facets.get("make_model")?.byKey.get(String(model).toLowerCase());
    if (id === undefined) return false;
    const makeSet = this.valuesSet("make", [make]);
    if (this.removedCount > 0) makeSet.andNot(this.removed);
    return this.facets.get("make_model")!.postings[id].countAnd(makeSet) > 0;
  }

  private refinementClauses(refinements: KindQuery["refinements"], hasModel: ModelTest): Clause[] {
    const clauses: Clause[] = [];
    const modelData = this.facets.get("make_model"); // cars only: a make narrowed to its picked models
    const makes = modelData ? (refinements.make ?? []) : [];
    const models = modelData ? (refinements.make_model ?? []) : [];
    if (modelData && makes.length > 0) {
      const set = new Bitset(this.size);
      for (const make of makes) {
        const makeSet = this.valuesSet("make", [make]);
        const picked = models.filter((m) => hasModel(make, m));
        if (picked.length > 0) {
          const modelSet = new Bitset(this.size);
          for (const m of picked) {
            const id = modelData.byKey.get(String(m).toLowerCase());
            if (id !== undefined) modelSet.or(modelData.postings[id]);
          }
          makeSet.and(modelSet);
        }
        set.or(makeSet);
      }
      clauses.push({ facets: ["make", "make_model"], set });
    } else if (models.length > 0) {
      clauses.push({ facets: ["make_model"], set: this.valuesSet("make_model", models) });
    }
    for (const facet of this.kind.facets) {
      if (modelData && (facet === "make" || facet === "make_model")) continue;
      const values = refinements[facet];
      if (values && values.length > 0) clauses.push({ facets: [facet], set: this.valuesSet(facet, values) });
    }
    return clauses;
  }

  private rangeSet(facet: string, min = -Infinity, max = Infinity): Bitset {
    const set = new Bitset(this.size);
    const col = this.columns.get(facet);
    if (!col) return set;
    for (let d = 0; d < col.length; d++) {
      const v = col[d];
      if (v >= min && v <= max) set.add(d); // NaN (no value) fails both
    }
    return set;
  }

  private countFacet(facet: string, set: Bitset, maxValues: number): FacetCount[] {
    const data = this.facets.get(facet);
    if (!data) return [];
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

  private stats(facet: string, set: Bitset): FacetStats | null {
    const col = this.columns.get(facet);
    if (!col) return null;
    let min = Infinity;
    let max = -Infinity;
    set.forEach((d) => {
      const v = col[d];
      if (v < min) min = v;
      if (v > max) max = v;
    });
    return min <= max ? { min, max } : null;
  }

  // ---------------------------------------------------------------- order and paging

  private page(matched: Bitset, count: number, sort: readonly SortSpec[], terms: QueryTerm[], offset: number, limit: number): number[] {
    if (offset >= count) return [];
    const textFirst = sort[0]?.field === "_text_match";
    const keys = sort.filter((s) => s.field !== "_text_match");
    if (textFirst && terms.length > 0) {
      const scores = this.scratchTotal;
      this.keywords.scoreInto(terms, matched, scores);
      const docs = matched.toArray();
      // Rank by score first, then order only the slice the page needs by the other keys.
      const cmp = this.orders.comparator(keys);
      docs.sort((a, b) => scores[b] - scores[a] || cmp(a, b));
      for (const d of docs) scores[d] = 0;
      return docs.slice(offset, offset + limit);
    }
    // Walk a presorted order of every doc, keeping the matching ones.
    const order = this.orders.order(keys);
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
}
