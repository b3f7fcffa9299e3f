// The embedded search adapter: one group's stock in in-process indexes (cars, special offers,
// parts), with the spec's small request cache. Built at start-up; rebuild(cars) when stock changes.
import type { Car, Group } from "../sites/schema";
import { FacetIndex } from "./facet-index";
import { isSpecialOffer, type DocumentContext } from "./documents";
import type { SearchIndexName, SearchPort, SearchQuery, SearchReply } from "./port";
import { requestCache } from "./request-cache";

export class EmbeddedSearch implements SearchPort {
  private indexes!: Record<SearchIndexName, FacetIndex>;
  private readonly cache = requestCache<SearchReply>();
  /** Goes up on every rebuild, so callers can key their own caches on it. */
  version = 0;

  constructor(
    private readonly group: Pick<Group, "dealerships">,
    cars: readonly Car[],
  ) {
    this.rebuild(cars);
  }

  /** Replaces the whole index with this stock (atomically: a search sees the old or the new one). */
  rebuild(cars: readonly Car[]): void {
    const ctx: DocumentContext = { dealershipNames: new Map(this.group.dealerships.map((d) => [d.id, d.name])) };
    this.indexes = {
      cars: new FacetIndex(cars, ctx),
      offers: new FacetIndex(cars.filter(isSpecialOffer), ctx),
      parts: new FacetIndex([], ctx), // no parts catalogue in the stock feed yet
    };
    this.cache.clear();
    this.version++;
  }

  index(name: SearchIndexName): FacetIndex {
    return this.indexes[name];
  }

  async search(query: SearchQuery): Promise<SearchReply> {
    return this.searchSync(query);
  }

  /** The same search without the promise, for benchmarks and tests. */
  searchSync(query: SearchQuery): SearchReply {
    const key = JSON.stringify(query);
    const cached = this.cache.get(key);
    if (cached) return { ...cached, ms: 0 };
    const reply = this.indexes[query.index].search(query);
    this.cache.set(key, reply);
    return reply;
  }
}
