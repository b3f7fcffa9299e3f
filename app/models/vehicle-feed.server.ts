// GET /vehicle-feed.txt: the site's Google vehicle listings feed (app/lib/vehicle-feed.ts) over the
// cars it lists for sale now, read through the search port like the sitemap.
import type { SiteEntry } from "../../server/sites/registry";
import type { SiteStock } from "../../server/search/site-stock";
import { isAvailable } from "~/lib/car-tags";
import { isListed } from "~/lib/listing";
import { vehicleFeed } from "~/lib/vehicle-feed";
import { vehiclePath } from "./layout.server";

export function siteVehicleFeed(entry: SiteEntry, stock: SiteStock, origin: string, now: Date): string {
  const { site, group } = entry;
  const locations = new Map(group.group.locations.map((l) => [l.id, l]));
  const dealerships = new Map(group.group.dealerships.map((d) => [d.id, d.name]));
  const absolute = (url: string) => (url.startsWith("/") ? origin + url : url);
  const rows = stock
    .listing()
    .filter((car) => isAvailable(car) && isListed(car, now, site.include_sold_cars_days))
    .map((car) => ({
      car,
      location: locations.get(car.location_id) ?? null,
      dealershipName: dealerships.get(car.dealership_id) ?? site.name,
      link: `${origin}${vehiclePath(entry)}/${car.slug}`,
      imageLink: car.primary_image_url ? absolute(car.primary_image_url) : "",
    }));
  return vehicleFeed(rows, site.locale);
}
