// The search port as a page sees it (forSite): one site's share of its group's stock, read only
// through here or the car port: the search itself (the group's engine), the facet vocabulary of its
// search paths, similar cars, the listing (sitemaps, home page, feeds) and look-ups by id or slug,
// all from the same live stock.
import type { SiteEntry } from "../sites/registry";
import type { Car } from "../sites/schema";
import type { EmbeddedSearch } from "./embedded";
import type { SearchQuery, SearchReply } from "./port";
import type { SearchVocabulary } from "../../app/lib/search/url";
import { isAvailable } from "../../app/lib/car-tags";
import { isListed } from "../../app/lib/listing";
import { siteVocabulary } from "./site-vocabulary";
import { evaluate } from "./filter-expression";
import { siteScope } from "./site-filter";

export class SiteStock {
  private cached: {
    version: number;
    cars: readonly Car[];
    group: readonly Car[];
    bySlug: Map<string, Car>;
    vocabulary?: SearchVocabulary;
    byMake?: Map<string, Car[]>;
    byBody?: Map<string, Car[]>;
    /** Similar cars by car id and count. The rule takes available cars only, and an available car is
     * listed whatever the time (isListed: the sold-retention window is for sold cars), so `now` never
     * changes a list within one stock version. */
    similar?: Map<string, Car[]>;
  } | null = null;

  constructor(
    readonly entry: SiteEntry,
    private readonly engine: EmbeddedSearch,
  ) {}

  /** Goes up with every stock change of the group: key caches of anything built from the stock on it. */
  get version(): number {
    return this.engine.version;
  }

  search(query: SearchQuery): Promise<SearchReply> {
    return this.engine.search(query);
  }

  /** The group's cars this site may show (its dealerships; the listing rules apply on top). */
  listing(): readonly Car[] {
    return this.current().cars;
  }

  /**
   * The cars the site's search finds with no refinement: the base filter (spec point 7: available,
   * or sold within the retention window, and shown) within the site's scope. The stock summary
   * (home page) counts these, so its numbers are the search's.
   */
  searchable(now: Date): Car[] {
    const { site } = this.entry;
    const scope = siteScope(site);
    return this.listing().filter((c) => isListed(c, now, site.include_sold_cars_days) && evaluate(scope, c as unknown as Record<string, unknown>));
  }

  /** Every car of the site's group (valuations compare against the whole group's stock). */
  groupCars(): readonly Car[] {
    return this.current().group;
  }

  /** What the site's search path segments can mean (rebuilt with the stock). */
  vocabulary(): SearchVocabulary {
    const current = this.current();
    return (current.vocabulary ??= siteVocabulary(this.entry, current.cars));
  }

  /** "same make/body, listed, max 6": the closest in price first, ties to the lower id. */
  similar(car: Car, now: Date, max: number): Car[] {
    if (max <= 0) return [];
    const current = this.current();
    current.similar ??= new Map();
    const key = `${car.id}\0${car.make}\0${car.simple_body}\0${car.price}\0${max}`;
    let picked = current.similar.get(key);
    if (!picked) current.similar.set(key, (picked = this.pickSimilar(car, now, max)));
    return [...picked];
  }

  /** Read from the make and body groups, not the whole listing (a vehicle page asked for all 1,353 of the
   * group's cars; docs/decisions/2026-11-27-render-cost.md); kept per stock version, at most one list per car. */
  private pickSimilar(car: Car, now: Date, max: number): Car[] {
    const score = (c: Car) => (c.make === car.make ? 1 : 0) + (c.simple_body === car.simple_body ? 1 : 0);
    // Only cars sharing the make or the body can score.
    const current = this.current();
    current.byMake ??= groupBy(current.cars, (c) => c.make);
    current.byBody ??= groupBy(current.cars, (c) => c.simple_body);
    const order = (a: Car, b: Car) => score(b) - score(a) || Math.abs(a.price - car.price) - Math.abs(b.price - car.price) || a.id - b.id;
    // The best `max` kept in order as the groups are read: a common body is hundreds of cars, six are shown.
    const best: Car[] = [];
    const consider = (c: Car) => {
      if (c.id === car.id || !isAvailable(c) || !isListed(c, now, this.entry.site.include_sold_cars_days)) return;
      if (best.length === max && order(c, best[max - 1]) >= 0) return;
      let at = best.length;
      while (at > 0 && order(c, best[at - 1]) < 0) at--;
      best.splice(at, 0, c);
      if (best.length > max) best.pop();
    };
    for (const c of current.byMake.get(car.make) ?? []) consider(c);
    for (const c of current.byBody.get(car.simple_body) ?? []) if (c.make !== car.make) consider(c);
    return best;
  }

  bySlug(slug: string): Car | null {
    return this.current().bySlug.get(slug) ?? null;
  }

  /** A car of the site by id (from the group's engine: a site's cars are few of the group's). */
  byId(id: number): Car | null {
    const car = this.engine.car(id);
    return car && shows(this.entry, car) ? car : null;
  }

  private current() {
    if (this.cached?.version !== this.engine.version) {
      const group = [...this.engine.cars()];
      const cars = group.filter((car) => shows(this.entry, car));
      this.cached = { version: this.engine.version, cars, group, bySlug: new Map(cars.map((car) => [car.slug, car])) };
    }
    return this.cached;
  }
}

function groupBy(cars: readonly Car[], key: (car: Car) => string): Map<string, Car[]> {
  const groups = new Map<string, Car[]>();
  for (const car of cars) {
    const value = key(car);
    const group = groups.get(value);
    if (group) group.push(car);
    else groups.set(value, [car]);
  }
  return groups;
}

const shows = (entry: SiteEntry, car: Car) => entry.site.dealership_ids.length === 0 || entry.site.dealership_ids.includes(car.dealership_id);
