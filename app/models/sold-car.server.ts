// Spec point 9: a car sold longer ago than the site's retention window (include_sold_cars_days) is
// no longer listed, but its page's visitors and links are not lost: they go (302) to the site's
// search for the same make and model, where 'This vehicle has been sold' is shown. A car that never
// existed, or that the dealer hid from websites, stays a 404.
import type { Services } from "../../server/context";
import type { SiteEntry } from "../../server/sites/registry";
import { isValidCarSlug } from "~/lib/car-slug";
import { isSold } from "~/lib/car-tags";
import { isListed } from "~/lib/listing";
import { buildSearchUrl, vehicleKindForTemplate } from "~/lib/search/url";
import { withSoldNotice } from "~/lib/sold-notice";

/** Where a sold car's page sends its visitor, or null when the page is an honest 404. */
export async function soldCarSearch(entry: SiteEntry, services: Pick<Services, "cars" | "search">, slug: unknown, now: Date): Promise<string | null> {
  if (!isValidCarSlug(slug)) return null;
  const car = await services.cars.getCar(entry.site, slug);
  if (!car || !car.show_on_dealer_website || !isSold(car) || isListed(car, now, entry.site.include_sold_cars_days)) return null;
  const { site } = entry;
  const url = buildSearchUrl(
    { refinements: { make: [car.make], make_model: [car.model] }, ranges: {}, page: 1 },
    { vehicleKind: vehicleKindForTemplate(site.template), emptyPath: site.default_search_path, vocabulary: services.search.forSite(entry).vocabulary() },
  );
  return withSoldNotice(url);
}
