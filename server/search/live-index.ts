// The embedded index that takes stock changes without a rebuild: the index built at start-up (the
// base) with changed cars marked removed, and a small delta index holding their new copies, rebuilt
// per change (its cost grows with the changes since the last compaction, not with the stock). Once
// the delta passes a share of the base the two are compacted into one new base.
// A search asks both and merges: counts and facet counts add, stats widen, hits merge by the sort,
// ties to the base first (exactly the order a full rebuild with the changed cars last would give).
import type { Car } from "../sites/schema";
import { carWords, numericValue, type DocumentContext, type NumericField } from "./documents";
import { FacetIndex } from "./facet-index";
import { carScore, queryTerms } from "./keyword-index";
import { RELEVANCE_SORT, paginationFor, type FacetCount, type SearchQuery, type SearchReply, type SortSpec } from "./port";

const DEFAULT_MAX_FACET_VALUES = 250;
/** The delta is folded into the base once it holds this share of the base (or MIN_COMPACT cars). */
const COMPACT_SHARE = 1 / 16;
const MIN_COMPACT = 256;

export class LiveIndex {
  private base!: FacetIndex;
  private delta!: FacetIndex;
  /** car id → its doc in the base, for the cars the base still answers for. */
  private baseDocs = new Map<number, number>();
  /** The changed cars, in change order (a car changed twice keeps its first place: Map order). */
  private deltaCars = new Map<number, Car>();

  constructor(
    cars: readonly Car[],
    private readonly ctx: DocumentContext,
    /** Which cars this index holds (the offers index: special offers only). */
    private readonly accepts: (car: Car) => boolean = () => true,
  ) {
    this.rebuild(cars);
  }

  rebuild(cars: readonly Car[]): void {
    const held = cars.filter(this.accepts);
    this.base = new FacetIndex(held, this.ctx);
    this.baseDocs = new Map(held.map((car, d) => [car.id, d]));
    this.deltaCars = new Map();
    this.delta = new FacetIndex([], this.ctx);
  }

  /** Cars added or changed (a car no longer accepted, e.g. an offer no more, leaves the index). */
  apply(changed: readonly Car[]): void {
    for (const car of changed) {
      const doc = this.baseDocs.get(car.id);
      if (doc !== undefined) {
        this.base.remove(doc);
        this.baseDocs.delete(car.id);
      }
      if (this.accepts(car)) this.deltaCars.set(car.id, car);
      else this.deltaCars.delete(car.id);
    }
    if (this.deltaCars.size > Math.max(MIN_COMPACT, this.base.liveSize * COMPACT_SHARE)) {
      this.rebuild([...this.base.cars.filter((c) => this.baseDocs.get(c.id) !== undefined), ...this.deltaCars.values()]);
    } else {
      this.delta = new FacetIndex([...this.deltaCars.values()], this.ctx);
    }
  }

  get size(): number {
    return this.base.liveSize + this.delta.size;
  }

  search(q: SearchQuery): SearchReply {
    if (this.delta.size === 0) return this.base.search(q);
    const started = performance.now();
    const limit = Math.max(1, Math.floor(q.limit));
    const offset = Math.max(0, Math.floor(q.offset));
    const each = { ...q, offset: 0, limit: offset + limit, maxFacetValues: Infinity };
    // 'Toyota narrowed to Corolla' must mean the same in both segments: the test spans them.
    const hasModel = (make: string, model: string) => this.base.hasModel(make, model) || this.delta.hasModel(make, model);
    const a = this.base.search(each, hasModel);
    const b = this.delta.search(each, hasModel);
    const count = a.count + b.count;
    const facets: SearchReply["facets"] = {};
    for (const facet of q.facets) facets[facet] = mergeCounts(a.facets[facet] ?? [], b.facets[facet] ?? [], q.maxFacetValues ?? DEFAULT_MAX_FACET_VALUES);
    const facetStats: SearchReply["facetStats"] = {};
    for (const facet of q.stats) {
      const x = a.facetStats[facet];
      const y = b.facetStats[facet];
      const s = x && y ? { min: Math.min(x.min, y.min), max: Math.max(x.max, y.max) } : (x ?? y);
      if (s) facetStats[facet] = s;
    }
    const hits = this.mergeHits(a.hits, b.hits, q).slice(offset, offset + limit);
    return { hits, facets, facetStats, count, ms: Math.round((performance.now() - started) * 100) / 100, pagination: paginationFor(offset, limit, count) };
  }

  /** Two segments' hits, each already in order, merged by the query's order (base first on ties). */
  private mergeHits(a: Car[], b: Car[], q: SearchQuery): Car[] {
    const sort: readonly SortSpec[] = q.sort.length > 0 ? q.sort : RELEVANCE_SORT;
    const terms = queryTerms(q.query);
    const scored = sort[0]?.field === "_text_match" && terms.length > 0;
    const keys = sort.filter((s) => s.field !== "_text_match");
    const scores = new Map<Car, number>();
    const score = (car: Car) => {
      if (!scored) return 0;
      let s = scores.get(car);
      if (s === undefined) scores.set(car, (s = carScore(carWords(car, this.ctx), terms)));
      return s;
    };
    const cmp = (x: Car, y: Car) => {
      const ds = score(y) - score(x);
      if (ds !== 0) return ds;
      for (const { field, order } of keys) {
        const u = numericValue(x, field as NumericField) ?? NaN;
        const v = numericValue(y, field as NumericField) ?? NaN;
        if (u === v || (Number.isNaN(u) && Number.isNaN(v))) continue;
        if (Number.isNaN(u)) return 1;
        if (Number.isNaN(v)) return -1;
        return (u < v ? -1 : 1) * (order === "asc" ? 1 : -1);
      }
      return 0;
    };
    const out: Car[] = [];
    let i = 0;
    let j = 0;
    while (i < a.length && j < b.length) out.push(cmp(a[i], b[j]) <= 0 ? a[i++] : b[j++]);
    return out.concat(a.slice(i), b.slice(j));
  }
}

function mergeCounts(a: FacetCount[], b: FacetCount[], max: number): FacetCount[] {
  const byKey = new Map<string, FacetCount>();
  for (const c of [...a, ...b]) {
    const key = c.value.toLowerCase();
    const seen = byKey.get(key);
    if (seen) seen.count += c.count;
    else byKey.set(key, { ...c });
  }
  const out = [...byKey.values()].sort((x, y) => y.count - x.count || (x.value < y.value ? -1 : x.value > y.value ? 1 : 0));
  return out.length > max ? out.slice(0, max) : out;
}
