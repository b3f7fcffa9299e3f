// The embedded index that takes stock changes without a rebuild: the index built at start-up (the
// base) with changed docs (cars, parts) marked removed, and a small delta index holding their new
// copies, rebuilt per change (its cost grows with the changes since the last compaction). Once
// the delta passes a share of the base the two are compacted into one new base.
// A search asks both and merges: counts and facet counts add, stats widen, hits merge by the sort,
// ties to the base first (exactly the order a full rebuild with the changed docs last would give).
import type { DocKind } from "./doc-kind";
import { FacetIndex } from "./facet-index";
import { docScore, queryTerms } from "./keyword-index";
import { RELEVANCE_SORT, paginationFor, type FacetCount, type KindQuery, type KindReply, type SortSpec } from "./port";

const DEFAULT_MAX_FACET_VALUES = 250;
/** The delta is folded into the base once it holds this share of the base (or MIN_COMPACT cars). */
const COMPACT_SHARE = 1 / 16;
const MIN_COMPACT = 256;

export class LiveIndex<D> {
  private base!: FacetIndex<D>;
  private delta!: FacetIndex<D>;
  /** doc key → its doc in the base, for the docs the base still answers for. */
  private baseDocs = new Map<number | string, number>();
  /** The changed docs, in change order (a doc changed twice keeps its first place: Map order). */
  private deltaDocs = new Map<number | string, D>();

  constructor(
    docs: readonly D[],
    private readonly kind: DocKind<D>,
    /** Which docs this index holds (the offers index: special offers only). */
    private readonly accepts: (doc: D) => boolean = () => true,
  ) {
    this.rebuild(docs);
  }

  rebuild(docs: readonly D[]): void {
    const held = docs.filter(this.accepts);
    this.base = new FacetIndex(held, this.kind);
    this.baseDocs = new Map(held.map((doc, d) => [this.kind.id(doc), d]));
    this.deltaDocs = new Map();
    this.delta = new FacetIndex([], this.kind);
  }

  /** Docs added or changed (a doc no longer accepted, e.g. an offer no more, leaves the index). */
  apply(changed: readonly D[]): void {
    for (const doc of changed) {
      const key = this.kind.id(doc);
      const d = this.baseDocs.get(key);
      if (d !== undefined) {
        this.base.remove(d);
        this.baseDocs.delete(key);
      }
      if (this.accepts(doc)) this.deltaDocs.set(key, doc);
      else this.deltaDocs.delete(key);
    }
    if (this.deltaDocs.size > Math.max(MIN_COMPACT, this.base.liveSize * COMPACT_SHARE)) {
      this.rebuild([...this.base.docs.filter((doc) => this.baseDocs.get(this.kind.id(doc)) !== undefined), ...this.deltaDocs.values()]);
    } else {
      this.delta = new FacetIndex([...this.deltaDocs.values()], this.kind);
    }
  }

  get size(): number {
    return this.base.liveSize + this.delta.size;
  }

  search(q: KindQuery): KindReply<D> {
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
    const facets: KindReply<D>["facets"] = {};
    for (const facet of q.facets) facets[facet] = mergeCounts(a.facets[facet] ?? [], b.facets[facet] ?? [], q.maxFacetValues ?? DEFAULT_MAX_FACET_VALUES);
    const facetStats: KindReply<D>["facetStats"] = {};
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
  private mergeHits(a: D[], b: D[], q: KindQuery): D[] {
    const sort: readonly SortSpec[] = q.sort.length > 0 ? q.sort : RELEVANCE_SORT;
    const terms = queryTerms(q.query);
    const scored = sort[0]?.field === "_text_match" && terms.length > 0;
    const keys = sort.filter((s) => s.field !== "_text_match");
    const scores = new Map<D, number>();
    const score = (doc: D) => {
      if (!scored) return 0;
      let s = scores.get(doc);
      if (s === undefined) scores.set(doc, (s = docScore(this.kind.words(doc), terms)));
      return s;
    };
    const cmp = (x: D, y: D) => {
      const ds = score(y) - score(x);
      if (ds !== 0) return ds;
      for (const { field, order } of keys) {
        const u = this.kind.numeric(x, field) ?? NaN;
        const v = this.kind.numeric(y, field) ?? NaN;
        if (u === v || (Number.isNaN(u) && Number.isNaN(v))) continue;
        if (Number.isNaN(u)) return 1;
        if (Number.isNaN(v)) return -1;
        return (u < v ? -1 : 1) * (order === "asc" ? 1 : -1);
      }
      return 0;
    };
    const out: D[] = [];
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
