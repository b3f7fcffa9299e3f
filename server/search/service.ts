// The search service every loader reaches through context.services.search: one engine per dealer
// group over its live stock, and forSite(entry) for a page's view of it (site-stock.ts). Stock
// changes arrive through apply(); listeners (page caches) hear of each.
import type { SiteEntry, SiteRegistry } from "../sites/registry";
import type { Car } from "../sites/schema";
import type { Part } from "../sites/part-schema";
import { EmbeddedSearch } from "./embedded";
import { SiteStock } from "./site-stock";
import { TypesenseSearch, typesenseClient } from "./typesense/adapter";
import { TypesensePartsSearch } from "./typesense/parts";
import type { Env } from "../env";

export type StockListener = (groupSlug: string, changed: readonly Car[]) => void;

export class SearchService {
  private readonly groups = new Map<string, EmbeddedSearch>();
  private readonly sites = new WeakMap<SiteEntry, SiteStock>();
  private readonly listeners = new Set<StockListener>();

  constructor(registry: SiteRegistry) {
    for (const entry of registry.entries) {
      const slug = entry.group.group.slug;
      if (!this.groups.has(slug)) this.groups.set(slug, new EmbeddedSearch(entry.group.group, entry.group.cars, entry.group.parts));
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

  /** Parts added or changed in a group's catalogue: indexed incrementally, page caches told. */
  applyParts(groupSlug: string, changed: readonly Part[]): void {
    if (changed.length === 0) return;
    this.forGroup(groupSlug).applyParts(changed);
    for (const listener of this.listeners) listener(groupSlug, []);
  }

  onChange(listener: StockListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

export function createSearchService(registry: SiteRegistry): SearchService {
  return new SearchService(registry);
}

/**
 * With TYPESENSE_URL set, each group's searches go to its Typesense collection (seeded here); a group
 * whose collection cannot be seeded keeps the embedded index, and says so.
 */
export async function useTypesense(search: SearchService, registry: SiteRegistry, env: Pick<Env, "TYPESENSE_URL" | "TYPESENSE_API_KEY">): Promise<void> {
  if (!env.TYPESENSE_URL || !env.TYPESENSE_API_KEY) return;
  const client = typesenseClient({ url: env.TYPESENSE_URL, apiKey: env.TYPESENSE_API_KEY });
  const groups = new Map(registry.entries.map((e) => [e.group.group.slug, e.group.group]));
  for (const [slug, group] of groups) {
    const engine = search.forGroup(slug);
    const ctx = { dealershipNames: new Map(group.dealerships.map((d) => [d.id, d.name])) };
    const remote = new TypesenseSearch(client, `cars_${slug.replace(/-/g, "_")}`, ctx, { car: (id) => engine.car(id), hasModel: (make, model) => engine.hasModel(make, model) });
    await engine.useRemote(remote).catch((error: unknown) => console.error(`typesense: group ${slug} stays on the embedded index (${(error as Error).message})`));
    const parts = new TypesensePartsSearch(client, `parts_${slug.replace(/-/g, "_")}`, (key) => engine.part(key));
    await engine.useRemoteParts(parts).catch((error: unknown) => console.error(`typesense: group ${slug}'s parts stay on the embedded index (${(error as Error).message})`));
  }
}
