// The vehicle page (spec point 2 "Vehicle"): what /cars/{slug} (or /motorcycles, /campers) shows,
// the phone reveal behind it, and the car the JSON API answers with. Every rule comes from app/lib;
// the route handlers are in vehicle-routes.server.ts.
import { spinSlot } from "~/lib/vehicle-spin";
import type { Services } from "../../server/context";
import type { SiteEntry } from "../../server/sites/registry";
import type { SiteStock } from "../../server/search/site-stock";
import type { Car, Location } from "../../server/sites/schema";
import { recordPhoneReveal } from "../../server/phone-reveals";
import { isValidCarSlug } from "~/lib/car-slug";
import { siteReserveRules, type CarCardView } from "~/lib/car-card";
import { cardView, keptForCar } from "./card-views.server";
import { cardTag, cardTagOptions, isAvailable, isSold } from "~/lib/car-tags";
import { carTitle, condition, rentalRates } from "~/lib/car-title";
import { isListed } from "~/lib/listing";
import { countryOf, formatCount, formatDistance, formatPrice, swapWords } from "~/lib/locale";
import { displayPrice, isBelowMarket, marketAverage, subscriptionPrice, wasPrice } from "~/lib/price";
import { reservability, reservableByEnquiry } from "~/lib/reservability";
import { imageConfig, largeImageUrl, responsiveImage, type ImageConfig, type ResponsiveImage } from "~/lib/images";
import { carPhone, maskPhone, telHref } from "~/lib/phone-reveal";
import { requestPhotosLabel, reserveEnquiryHref, tradeInHref, vehicleActions } from "~/lib/vehicle-actions";
import { checkoutHref } from "~/lib/checkout-path";
import { withHold, type HeldCarIds } from "~/lib/held-cars";
import { vehicleJsonLd } from "~/lib/vehicle-jsonld";
import { jsonLdScript } from "~/lib/jsonld";
import { descriptionText, sanitiseDescription } from "~/lib/description.server";
import { buildSearchUrl, vehicleKindForTemplate } from "~/lib/search/url";
import { emptySearchState } from "~/lib/search/state";
import { vehicleTrackingItem } from "~/lib/tracking/item";
import { siteTracking } from "~/lib/tracking/tags";
import { vehiclePath } from "./layout.server";
import { NO_HOLDS } from "./held-cars.server";

import type { VehicleBase } from "~/lib/vehicle-paths";
export { VEHICLE_PATHS, type VehicleBase } from "~/lib/vehicle-paths";
/** "same make/body, listed, max 6". */
export const SIMILAR_MAX = 6;

const GALLERY = { width: 1280, height: 960, widths: [480, 768, 1024, 1280], sizes: "(min-width: 1024px) 760px, 100vw" };
const THUMB = { width: 160, height: 120, widths: [160, 320] };

/**
 * The site's own path for a vehicle requested under another vehicle path ('/cars/x' on a
 * motorcycle site), or null when the request is already on it. Bad slugs are left to the 404.
 */
export function vehicleRedirect(entry: SiteEntry, requested: VehicleBase, slug: string | undefined, search: string): string | null {
  const own = vehiclePath(entry);
  if (own === requested || !isValidCarSlug(slug)) return null;
  return `${own}/${slug}${search}`;
}

/**
 * The car a site shows at this slug: the slug rule first (no lookup for a bad slug), then the car
 * API, then the listing rule (shown on dealer websites; available, or sold inside the retention window).
 * Throws CarApiUnavailableError when the car API is down and keeps no copy of the car.
 * A car held by a live reservation comes back reserved (the RESERVED overlay).
 */
export async function findVehicle(entry: SiteEntry, services: Pick<Services, "cars">, slug: unknown, now: Date, held: HeldCarIds = NO_HOLDS): Promise<Car | null> {
  if (!isValidCarSlug(slug)) return null;
  const car = await services.cars.getCar(entry.site, slug);
  if (!car || !isListed(car, now, entry.site.include_sold_cars_days)) return null;
  return withHold(car, held);
}

function galleryOf(car: Car, title: string, config: ImageConfig) {
  const sources = car.images.length
    ? car.images.map((image) => ({ url: image.url, thumb: image.thumb.url }))
    : car.primary_image_url
      ? [{ url: car.primary_image_url, thumb: car.primary_image_url }]
      : [];
  const images = sources.map((source, i) => {
    const main: ResponsiveImage = responsiveImage(source.url, GALLERY, config);
    // With a service the thumbnail is cut from the full picture; without one, the feed's thumb is used.
    const thumb = responsiveImage(config.serviceUrl ? source.url : source.thumb, THUMB, config);
    return {
      main: main.missing ? main : { ...main, src: largeImageUrl(source.url, config) },
      thumb,
      alt: `${title}, photo ${i + 1} of ${sources.length}`,
    };
  });
  return { images, missing: images.length === 0 ? responsiveImage(null, GALLERY, config) : null };
}

function specifications(car: Car, entry: SiteEntry) {
  const { locale } = entry.site;
  const say = (text: string) => swapWords(locale, text);
  const hasEngine = Boolean(car.simple_fuel || car.simple_transmission);
  const rows: Array<[string, string | number | null | undefined]> = [
    ["Condition", condition(car.car_type)],
    ["Make", car.make],
    ["Model", car.model],
    ["Badge", car.badge],
    ["Series", car.series],
    ["Year", car.year],
    [say("Odometer"), hasEngine || car.km > 0 ? formatDistance(car.km, locale) : null],
    ["Body", car.simple_body],
    [say("Fuel Type"), say(car.simple_fuel)],
    ["Transmission", car.simple_transmission],
    ["Drive", car.simple_drive],
    ["Seats", car.seats],
    ["GVM", car.gvm ? `${formatCount(car.gvm)} kg` : null],
    ["Axle configuration", car.axle_configuration],
    [say("Colour"), car.colour],
    ["Certified", car.certified ? "Yes" : null],
    ["Stock number", car.stocknum],
    ["VIN", car.vin],
    [say("Rego"), car.rego],
    ["Location", car.location.name],
  ];
  return rows
    .filter(([, value]) => value !== null && value !== undefined && String(value).trim() !== "")
    .map(([label, value]) => ({ label, value: String(value) }));
}

/** The car's phone (see carPhone), with the spec's "No phone number for a car: console warning only". */
function phoneOf(car: Car, location: Location | undefined): string | null {
  const phone = carPhone(car, location);
  if (!phone) console.warn(`No phone number for car ${car.slug} (location ${car.location_id})`);
  return phone;
}

function locationBlock(car: Car, entry: SiteEntry, location: Location | undefined, phone: string | null) {
  return {
    name: location?.name ?? car.location.name,
    street: location?.address.street ?? null,
    locality: location ? `${location.address.city} ${location.address.state} ${location.address.postcode}` : `${car.city} ${car.state}`,
    placeUrl: location?.address.place_url ?? null,
    detailsHref: location ? `/our-location/${location.slug}` : null,
    appointmentOnly: entry.site.notes.appointment_only ?? null,
    phone: phone
      ? {
          masked: maskPhone(phone),
          // Sent to the browser only where the site shows it at once; otherwise the reveal answers it.
          revealed: entry.site.cars.revealPhoneAtOnce ? { text: phone, href: telHref(phone) } : null,
        }
      : null,
  };
}

async function similarCars(entry: SiteEntry, stock: SiteStock, car: Car, now: Date, held: HeldCarIds): Promise<CarCardView[]> {
  return stock.similar(car, now, SIMILAR_MAX).map((c) => cardView(entry, c, now, held));
}

function metaDescription(parts: Array<string | null>, body: string): string {
  const summary = parts.filter(Boolean).join(" ");
  const extra = descriptionText(body, Math.max(0, 300 - summary.length));
  const text = extra ? `${summary} ${extra}` : summary;
  return text.length > 300 ? text.slice(0, 299) + "…" : text;
}

export async function vehiclePage(entry: SiteEntry, services: Pick<Services, "cars" | "env" | "search">, slug: unknown, opts: { now: Date; origin: string; held?: HeldCarIds }) {
  const { now, origin, held = NO_HOLDS } = opts;
  const car = await findVehicle(entry, services, slug, now, held);
  if (!car) return null;
  const { site } = entry;
  const base = vehiclePath(entry);
  const path = `${base}/${car.slug}`;
  const title = carTitle(car);
  const images = imageConfig(services.env.IMAGE_SERVICE_URL, site.cars);
  const unavailable = isSold(car);
  const reserve = reservability(car, siteReserveRules(site));
  const reservable = !unavailable && reserve.reservable;
  const price = displayPrice(car, { noPriceText: site.cars.noPriceText });
  const average = marketAverage(car);
  const gallery = galleryOf(car, title, images);
  const dealerLocation = entry.group.group.locations.find((l) => l.id === car.location_id);
  const phone = phoneOf(car, dealerLocation);
  const location = locationBlock(car, entry, dealerLocation, phone);
  const absolute = (url: string) => (url.startsWith("/") && !url.startsWith("//") ? origin + url : url);
  // The record, the site and the origin make these two: kept per record (a car's page is asked for again and again).
  const jsonLd = keptForCar(car, entry, `json-ld ${origin}`, () =>
    jsonLdScript(
      vehicleJsonLd({
        car,
        url: origin + path,
        images: gallery.images.map((image) => absolute(image.main.src)),
        seller: { name: location.name, telephone: phone, address: dealerLocation ? { ...dealerLocation.address, country: countryOf(site.locale) } : null },
      }),
    ),
  );
  const description = keptForCar(car, entry, "meta description", () =>
    metaDescription(
      [
        `${condition(car.car_type)} ${title},`,
        price.kind === "price" ? `${price.text}${car.price_type ? ` ${car.price_type}` : ""},` : null,
        hasOdometer(car) ? `${formatDistance(car.km, site.locale)},` : null,
        `at ${location.name}.`,
      ],
      car.description.body,
    ),
  );
  const kind = vehicleKindForTemplate(site.template);
  const similarSearch = buildSearchUrl({ ...emptySearchState(), refinements: { make: [car.make], body: [car.simple_body].filter(Boolean) } }, { vehicleKind: kind });

  return {
    path,
    vehiclePath: base,
    car: { id: car.id, slug: car.slug, title, make: car.make, model: car.model, condition: condition(car.car_type) },
    gallery,
    requestPhotos: requestPhotosLabel(car, unavailable),
    spin: spinSlot(car.spin_id, site.spin_script_url),
    price,
    priceType: price.kind === "price" ? car.price_type : "",
    wasPrice: wasPrice(car),
    subscriptionPrice: subscriptionPrice(car, { offersSubscription: site.features.offers_subscription }),
    rentalRates: site.template === "rental" ? rentalRates(car) : null,
    belowMarket: isBelowMarket(car) && average !== null ? { under: formatPrice(average - car.price) } : null,
    tag: cardTag(car, cardTagOptions(site, now, site.features.fuel_tags)),
    sold: unavailable,
    specifications: specifications(car, entry),
    features: car.filtered_features,
    descriptionHtml: sanitiseDescription(car.description.body),
    actions: vehicleActions(car, site, { vehiclePath: base, reservable, unavailable }),
    // Its bullets (Reserve Now, Trade In Valuation) are about buying: a hire car has none.
    interested: site.template === "rental" ? null : {
      reserveHref: reservable ? checkoutHref(site, base, car.slug) : null,
      // No online deposit here, but the car could be reserved: the Reserve Car form asks for it.
      reserveEnquiryHref: !unavailable && reservableByEnquiry(reserve) ? reserveEnquiryHref(car) : null,
      tradeInHref: tradeInHref(site, car),
    },
    location,
    jsonLd,
    meta: { title: `${condition(car.car_type)} ${title}`, description, noindex: unavailable },
    similarSearch,
    trackingItem: siteTracking(site.tracking) ? vehicleTrackingItem({ id: car.id, price: car.price, title }, site.locale) : null,
    // Deferred: the page streams without waiting, and a failure here never breaks it.
    similar: similarCars(entry, services.search.forSite(entry), car, now, held).catch((error: unknown) => {
      console.error(`similar cars for ${car.slug}:`, error);
      return [] as CarCardView[];
    }),
  };
}

const hasOdometer = (car: Car) => Boolean(car.simple_fuel || car.simple_transmission) || car.km > 0;

/** Vehicle pages for the sitemap: every listed car still for sale (sold cars' pages are noindex). */
export function vehicleSitemapPaths(entry: SiteEntry, stock: SiteStock, now: Date): string[] {
  const base = vehiclePath(entry);
  return stock
    .listing()
    .filter((car) => isAvailable(car) && isListed(car, now, entry.site.include_sold_cars_days))
    .map((car) => `${base}/${car.slug}`);
}

export type VehiclePageData = NonNullable<Awaited<ReturnType<typeof vehiclePage>>>;

/**
 * The phone reveal: records a reveal call (car_id, dealership_id, website_id) and answers the
 * number. A failure to record is logged, not shown: the visitor still gets the number.
 */
export async function revealPhone(entry: SiteEntry, services: Pick<Services, "cars" | "db">, slug: unknown, now: Date) {
  const car = await findVehicle(entry, services, slug, now);
  if (!car) return null;
  const location = entry.group.group.locations.find((l) => l.id === car.location_id);
  const phone = phoneOf(car, location);
  if (!phone) return { phone: null };
  try {
    await recordPhoneReveal(services.db, {
      siteSlug: entry.site.slug,
      carId: car.id,
      dealershipId: car.dealership_id,
      websiteId: entry.site.id,
    });
  } catch (error) {
    console.error(`phone reveal for car ${car.slug} not recorded:`, error);
  }
  return { phone: { text: phone, href: telHref(phone) } };
}

/** GET /api/cars/{slug}: the car as the site may show it, or null (404). */
export async function carForApi(entry: SiteEntry, services: Pick<Services, "cars">, slug: unknown, now: Date, held: HeldCarIds = NO_HOLDS): Promise<Car | null> {
  return findVehicle(entry, services, slug, now, held);
}
