// Knows every loaded site and resolves a request's Host header to one of them.
import type { LoadedGroup } from "./load";
import { SitesError } from "./load";
import type { Dealership, Location, Site } from "./schema";

/** A site with its group and the parts of the group it shows. */
export interface SiteEntry {
  site: Site;
  group: LoadedGroup;
  dealerships: Dealership[];
  locations: Location[];
  // No cars here: stock changes while the server runs, so pages read it through the search port
  // (services.search.forSite(entry)) or the car port.
}

/** The Host headers that resolve to this site: '{slug}.localhost' and its configured hosts. */
export function servedHosts(site: Site): string[] {
  return [`${site.slug}.localhost`, ...site.hosts.map((h) => h.toLowerCase())];
}

export class SiteRegistry {
  readonly entries: SiteEntry[];
  private byHost = new Map<string, SiteEntry>();
  private bySlug = new Map<string, SiteEntry>();
  private defaultEntry: SiteEntry | null;

  constructor(groups: LoadedGroup[], defaultSite?: string) {
    this.entries = groups.flatMap((group) => group.sites.map((site) => entryFor(site, group)));
    for (const entry of this.entries) {
      if (this.bySlug.has(entry.site.slug)) {
        throw new SitesError(`${entry.group.dir}/sites/${entry.site.slug}.json: field slug: '${entry.site.slug}' is used by another site`);
      }
      this.bySlug.set(entry.site.slug, entry);
      for (const host of servedHosts(entry.site)) {
        const other = this.byHost.get(host);
        if (other) throw new SitesError(`${entry.group.dir}/sites/${entry.site.slug}.json: field hosts: '${host}' is also a host of ${other.site.slug}`);
        this.byHost.set(host, entry);
      }
    }
    if (defaultSite && !this.bySlug.has(defaultSite)) {
      throw new SitesError(`DEFAULT_SITE: no site with slug '${defaultSite}' (known: ${[...this.bySlug.keys()].join(", ")})`);
    }
    // Bare localhost: the configured site, else the first group site, else the first site.
    this.defaultEntry = defaultSite
      ? this.bySlug.get(defaultSite)!
      : (this.entries.find((e) => e.site.template === "group") ?? this.entries[0] ?? null);
  }

  bySiteSlug(slug: string): SiteEntry | null {
    return this.bySlug.get(slug) ?? null;
  }

  /** Host header → site: a listed domain (with or without www.), `<slug>.localhost`, or the default for bare localhost. */
  resolve(hostHeader: string | null | undefined): SiteEntry | null {
    const host = normaliseHost(hostHeader);
    if (!host) return null;
    if (host === "localhost" || host === "127.0.0.1" || host === "[::1]") return this.defaultEntry;
    return this.byHost.get(host) ?? this.byHost.get(host.replace(/^www\./, "")) ?? null;
  }
}

export function normaliseHost(hostHeader: string | null | undefined): string | null {
  if (!hostHeader || hostHeader.length > 255) return null;
  const host = hostHeader.trim().toLowerCase();
  const withoutPort = host.startsWith("[") ? host.replace(/(\])(:\d+)?$/, "$1") : host.replace(/:\d+$/, "");
  return /^[a-z0-9.\-[\]:]+$/.test(withoutPort) ? withoutPort.replace(/\.$/, "") : null;
}

function entryFor(site: Site, group: LoadedGroup): SiteEntry {
  const shows = (dealershipId: number) => site.dealership_ids.length === 0 || site.dealership_ids.includes(dealershipId);
  return {
    site,
    group,
    dealerships: group.group.dealerships.filter((d) => shows(d.id)),
    locations: group.group.locations.filter((l) => shows(l.dealership_id)),
  };
}
