// The home page: stock summary (count, makes, car types) and a few of the newest cars.
import { formatCount } from "~/lib/locale";
import type { SiteEntry } from "../../server/sites/registry";
import type { SiteStock } from "../../server/search/site-stock";
import { memoCache } from "../../server/cache";
import { isAvailable } from "~/lib/car-tags";
import { stockSummary, topMakes } from "~/lib/stock-summary";
import { orderByPreferredMakes } from "~/lib/search/make-order";
import { logoOrImageNotFound } from "~/lib/images";
import { isPriceShown } from "~/lib/price";
import { buildSearchUrl, vehicleKindForTemplate } from "~/lib/search/url";
import { emptySearchState } from "~/lib/search/state";
import type { HeldCarIds } from "~/lib/held-cars";
import { cardView } from "./card-views.server";

const FEATURED = 6;
const MAKES_SHOWN = 12;

// The home page changes with stock and with the clock (just-arrived tags), so a minute is safe;
// reservations change by the second, so the featured cards are built per request from cached cars.
// Keyed on the stock's version: a stock change shows at once, not a minute later.
const cache = memoCache({ max: 100, ttlMs: 60_000 }, (_key, { entry, stock, now }: { entry: SiteEntry; stock: SiteStock; now: Date }) => buildHomePage(entry, stock, now));

export function homePage(entry: SiteEntry, stock: SiteStock, now: Date, held: HeldCarIds) {
  const { featuredCars, ...page } = cache(`${entry.site.slug}@${stock.version}`, { entry, stock, now });
  return { ...page, featured: featuredCars.map((car) => cardView(entry, car, now, held)) };
}

function buildHomePage(entry: SiteEntry, stock: SiteStock, now: Date) {
  const { site, group } = entry;
  // One count (spec point 3, stock summary) on home and search alike: the cars the search finds.
  const searchable = stock.searchable(now);
  const summary = stockSummary(searchable);
  const inStock = searchable.filter(isAvailable);
  const logos = new Map(group.group.manufacturers.map((m) => [m.name, m.logo?.url ?? null]));
  const featured = inStock
    .filter((car) => car.primary_image_url && isPriceShown(car.price) && !car.reserved)
    .sort((a, b) => b.created_at_timestamp - a.created_at_timestamp || a.id - b.id)
    .slice(0, FEATURED);
  const kind = vehicleKindForTemplate(site.template);
  const searchUrl = (facet: "make" | "car_type", value: string) =>
    buildSearchUrl({ ...emptySearchState(), refinements: { [facet]: [value] } }, { vehicleKind: kind });
  return {
    hero: site.hero ?? { heading: `Find your next car at ${site.name}`, text: `${formatCount(summary.count)} vehicles to browse now.` },
    count: summary.count,
    carTypes: (["new", "used", "demo"] as const).map((type) => ({ type, count: summary.car_types[type], href: searchUrl("car_type", type) })),
    makes: orderByPreferredMakes(topMakes(summary, Infinity), (m) => m.make, site.search.preferred_make_order).slice(0, MAKES_SHOWN).map((m) => ({ ...m, logo: logoOrImageNotFound(logos.get(m.make)), href: searchUrl("make", m.make) })),
    moreMakes: Math.max(0, Object.keys(summary.makes).length - MAKES_SHOWN),
    featuredCars: featured,
    searchPath: site.default_search_path,
    locationCount: entry.locations.filter((l) => l.visible).length,
  };
}
