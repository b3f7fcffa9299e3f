// The orders a search page walks: one presorted order of every doc per sort (cached), and the
// comparator behind it over the numeric columns.
import type { SortSpec } from "./port";
import { requestCache } from "./request-cache";

const SORT_CACHE_SIZE = 16;

export class SortOrders {
  private readonly cache = requestCache<Int32Array>(SORT_CACHE_SIZE);

  constructor(
    private readonly columns: ReadonlyMap<string, Float64Array>,
    private readonly size: number,
  ) {}

  order(keys: readonly SortSpec[]): Int32Array {
    const key = keys.map((k) => `${k.field}:${k.order}`).join(",");
    let order = this.cache.get(key);
    if (!order) {
      const docs = Array.from({ length: this.size }, (_, i) => i);
      docs.sort(this.comparator(keys));
      order = Int32Array.from(docs);
      this.cache.set(key, order);
    }
    return order;
  }

  /** Compares docs by the keys; a doc without a value sorts last either way; ties go to the lower doc number. */
  comparator(keys: readonly SortSpec[]): (a: number, b: number) => number {
    // A field the kind has no column for (a car's rank on parts) orders nothing.
    const cols = keys.flatMap((k) => {
      const col = this.columns.get(k.field);
      return col ? [{ col, dir: k.order === "asc" ? 1 : -1 }] : [];
    });
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
