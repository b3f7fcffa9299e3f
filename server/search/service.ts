// The search service every loader reaches through context.services.search: one engine per dealer
// group over its live stock, and forSite(entry) for a page's view of it (site-stock.ts). Stock
// changes arrive through apply(); listeners (page caches) hear of each.
import type { SiteEntry, SiteRegistry } from "../sites/registry";
import type { Car } from "../sites/schema";
import { EmbeddedSearch } from "./embedded";
import { SiteStock } from "./site-stock";

export type StockListener = (groupSlug: string, changed: readonly Car[]) => void;

export class SearchService {
  private readonly groups = new Map<string, EmbeddedSearch>();
  private readonly sites = new WeakMap<SiteEntry, SiteStock>();
  private readonly listeners = new Set<StockListener>();

  constructor(registry: SiteRegistry) {
    for (const entry of registry.entries) {
      const slug = entry.group.group.slug;
      if (!this.groups.has(slug)) this.groups.set(slug, new EmbeddedSearch(entry.group.group, entry.group.cars));
    }
  }

  /** This site's view of its group's stock: search, listing, look-ups. */
  forSite(entry: SiteEntry): SiteStock {
    let stock = this.sites.get(entry);
    if (!stock) this.sites.set(entry, (stock = new SiteStock(entry, this.forGroup(entry.group.group.slug))));
    return stock;
  }

  forGroup(groupSlug: string): EmbeddedSearch {
    const search = this.groups.get(groupSlug);
    if (!search) throw new Error(`no search index for group ${groupSlug}`);
    return search;
  }

  /** Cars added or changed in a group (an import, a watched file, a notification): indexed incrementally. */
  apply(groupSlug: string, changed: readonly Car[]): void {
    if (changed.length === 0) return;
    this.forGroup(groupSlug).apply(changed);
    for (const listener of this.listeners) listener(groupSlug, changed);
  }

  onChange(listener: StockListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

export function createSearchService(registry: SiteRegistry): SearchService {
  return new SearchService(registry);
}
