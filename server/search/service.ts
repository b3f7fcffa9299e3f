// The search service every loader reaches through context.services.search: one embedded index per
// dealer group, built at start-up. (The Typesense adapter will slot in here behind the same port.)
import type { SiteEntry, SiteRegistry } from "../sites/registry";
import type { Car } from "../sites/schema";
import { EmbeddedSearch } from "./embedded";

export class SearchService {
  private readonly groups = new Map<string, EmbeddedSearch>();

  constructor(registry: SiteRegistry) {
    for (const entry of registry.entries) {
      const slug = entry.group.group.slug;
      if (!this.groups.has(slug)) this.groups.set(slug, new EmbeddedSearch(entry.group.group, entry.group.cars));
    }
  }

  /** The search engine over the stock of this site's group. */
  forSite(entry: SiteEntry): EmbeddedSearch {
    return this.forGroup(entry.group.group.slug);
  }

  forGroup(groupSlug: string): EmbeddedSearch {
    const search = this.groups.get(groupSlug);
    if (!search) throw new Error(`no search index for group ${groupSlug}`);
    return search;
  }

  /** New stock for a group (a feed refresh): its index is rebuilt and its caches emptied. */
  rebuild(groupSlug: string, cars: readonly Car[]): void {
    this.forGroup(groupSlug).rebuild(cars);
  }
}

export function createSearchService(registry: SiteRegistry): SearchService {
  return new SearchService(registry);
}
