// The stock a garage alert is computed from: the cars a saved search finds now, through the app's
// search service (its index is rebuilt when stock changes), and each watched car through the car API.
import type { SiteEntry } from "../sites/registry";
import type { Car } from "../sites/schema";
import type { SearchService } from "../search/service";
import type { CarApi } from "../cars/port";
import type { AlertCar } from "./alerts";
import { searchPageAt } from "../../app/route-table";
import { readSearch } from "../../app/models/search-request.server";
import { searchQuery } from "../../app/models/search-site.server";
import { carTitle } from "../../app/lib/car-title";
import { isSold } from "../../app/lib/car-tags";

export interface AlertStockSource {
  /** The cars a saved search (path and query) finds now, up to limit. */
  matches(entry: SiteEntry, search: string, now: Date): Promise<AlertCar[]>;
  /** A watched car as it is now (null once it has left stock), and whether it has sold. */
  car(entry: SiteEntry, slug: string): Promise<{ car: AlertCar; sold: boolean } | null>;
}

export const MATCH_LIMIT = 200;

export const alertCar = (car: Car): AlertCar => ({ id: car.id, name: carTitle(car), slug: car.slug, price: car.price > 0 ? car.price : null });

export function searchStock(search: SearchService, cars: Pick<CarApi, "getCar">): AlertStockSource {
  return {
    async matches(entry, path, now) {
      const url = new URL(path, "http://saved.invalid");
      const row = searchPageAt(url.pathname);
      if (!row) return [];
      let read;
      try {
        read = readSearch(entry, search.forSite(entry), url, row.route);
      } catch {
        return []; // a search the site no longer reads (a 404 or redirect): nothing new to tell
      }
      const query = searchQuery(entry.site, row.route.kind, { ...read.state, page: 1 }, now, { facets: [], stats: [], limit: MATCH_LIMIT });
      return (await search.forSite(entry).search(query)).hits.map(alertCar);
    },
    async car(entry, slug) {
      const car = await cars.getCar(entry.site, slug); // a car API outage throws: the job tries again next run
      return car ? { car: alertCar(car), sold: isSold(car) } : null;
    },
  };
}
