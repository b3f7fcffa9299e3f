// Page models of the location pages: /our-locations/ (with the nearest-location box),
// /our-location/{slug}, /contact-us/{slug}, and the review block of a dealership page.
import { imageConfig, staticMapUrl } from "~/lib/images";
import type { AppLoadContext } from "@remix-run/node";
import type { Services } from "../../server/context";
import type { SiteEntry } from "../../server/sites/registry";
import type { Location } from "../../server/sites/schema";
import { countryOf, postcodeLabel, postcodeNotFound, postcodeNoun } from "~/lib/locale";
import { locationCardView, type CardSettings, type LocationCardView } from "~/lib/locations/card";
import { formatDistanceForLocale, sortByDistance } from "~/lib/locations/distance";
import { autoDealerJsonLd } from "~/lib/locations/jsonld";
import { isMultiLocation, visibleLocations } from "~/lib/locations/location-filters";
import { mapPins } from "~/lib/locations/map";
import { OUR_LOCATIONS_PATH, contactLocationPath, locationPath } from "~/lib/locations/paths";
import { reviewListView, type ReviewListView } from "~/lib/locations/review-view";
import { shouldShowReviews } from "~/lib/locations/reviews";
import { postcodeMaxLength, postcodeRule } from "~/lib/forms/fields";
import { REQUIRED } from "~/lib/forms/messages";
import { formPage, formPageAction } from "./form-page.server";
import { siteOrigin } from "./layout.server";

/** Our wording: the lookup service could not answer, which is not the visitor's fault. */
export const GEOCODING_UNAVAILABLE = "Sorry, we couldn't look up postcodes just now. Please try again later.";

/** The line above the list: how to find the nearest, or plainly that it cannot be done here (no table for the country). */
export function nearestIntro(count: number, noun: string | null): string {
  return noun
    ? `${count} locations. Enter your ${noun} to find the nearest.`
    : `${count} locations. Finding the nearest by postcode is not available here: every location is listed below.`;
}

export type LocationCard = LocationCardView & { distanceText: string | null; staticMap?: string | null };

function settingsFor(entry: SiteEntry, now: Date): CardSettings {
  const { site, group } = entry;
  return {
    locale: site.locale,
    showLicences: site.location_settings.show_licences,
    bookServicePath: site.location_settings.book_service_path,
    minReviewRating: site.location_settings.min_review_rating,
    reviewsHidden: !site.features.reviews,
    appointmentNote: site.notes.appointment_only ?? null,
    specialHours: group.group.special_hours,
    today: now, // each location reads it in its own time zone
  };
}

function isMulti(entry: SiteEntry, locations: readonly Location[]): boolean {
  return isMultiLocation({
    dealershipCount: entry.dealerships.length,
    locationCount: locations.length,
    forced: entry.site.location_settings.force_multiple,
  });
}

const mapsKey = (services: Services) => services.env.MAPS_API_KEY?.trim() || null;

/** With no maps key, the large card shows the location's static map from the image CDN, if it has one. */
const staticMapOf = (entry: SiteEntry, services: Services, location: Location) =>
  mapsKey(services) ? null : staticMapUrl(location.address.map_key, imageConfig(services.env.IMAGE_SERVICE_URL, entry.site.cars));

// ------------------------------------------------------------------ /our-locations/

export interface NearestView {
  /** What the visitor typed, trimmed and cut to a sane length for showing back. */
  postcode: string;
  error: string | null;
  /** 'Brisbane City' when the geocoder names the place. */
  place: string | null;
}

export async function locationsPage(entry: SiteEntry, services: Services, postcodeParam: string | null, now: Date) {
  const { site } = entry;
  const locations = visibleLocations(entry.locations);
  const settings = settingsFor(entry, now);
  const multi = isMulti(entry, locations);
  const country = countryOf(site.locale);
  const nearestEnabled = multi && services.geocoder.supports(country);
  const label = postcodeLabel(site.locale);

  let ordered: { location: Location; km: number | null }[] = locations.map((location) => ({ location, km: null }));
  let nearest: NearestView | null = null;
  if (nearestEnabled && postcodeParam !== null) {
    const postcode = postcodeParam.trim();
    nearest = { postcode: postcode.slice(0, 12), error: null, place: null };
    const formatError = postcode === "" ? REQUIRED : postcodeRule(site.locale)(postcode);
    if (formatError) {
      nearest.error = formatError;
    } else {
      const result = await services.geocoder.geocodePostcode(postcode, country).catch((error: unknown) => {
        console.error("geocoding failed:", error);
        return { status: "unavailable" as const, reason: String(error) };
      });
      if (result.status === "found") {
        ordered = sortByDistance(locations, result.point);
        nearest.place = result.place ?? null;
      } else {
        if (result.status === "unavailable") console.error(`geocoding unavailable: ${result.reason}`);
        nearest.error = result.status === "not-found" ? postcodeNotFound(site.locale) : GEOCODING_UNAVAILABLE;
      }
    }
  }

  const cards: LocationCard[] = ordered.map(({ location, km }) => ({
    ...locationCardView(location, settings),
    distanceText: km === null ? null : formatDistanceForLocale(km, site.locale),
    staticMap: staticMapOf(entry, services, location),
  }));
  return {
    siteName: site.name,
    multi,
    cards,
    // The map keeps position order, so pin numbers do not change with the postcode.
    pins: mapPins(locations.map((l) => locationCardView(l, settings))),
    mapsApiKey: mapsKey(services),
    nearest: nearestEnabled ? { ...(nearest ?? { postcode: "", error: null, place: null }), maxLength: postcodeMaxLength(site.locale), label } : null,
    intro: multi ? nearestIntro(locations.length, nearestEnabled ? postcodeNoun(site.locale) : null) : null,
    status: nearest?.error && nearest.error !== GEOCODING_UNAVAILABLE ? 400 : 200,
  };
}

// ------------------------------------------------------------------ /our-location/{slug}

function findVisible(entry: SiteEntry, slug: string): { location: Location; locations: Location[] } | null {
  const locations = visibleLocations(entry.locations);
  const location = locations.find((l) => l.slug === slug);
  return location ? { location, locations } : null;
}

export function locationPage(entry: SiteEntry, services: Services, slug: string, request: Request, now: Date) {
  const found = findVisible(entry, slug);
  if (!found) return null;
  const { location, locations } = found;
  const { site, group } = entry;
  const settings = settingsFor(entry, now);
  const card = locationCardView(location, settings);
  const reviews: ReviewListView | null = reviewListView(
    group.group.reviews.filter((r) => r.location_id === location.id),
    { average: location.average_rating, count: location.review_count, minimum: settings.minReviewRating, hidden: settings.reviewsHidden, locale: site.locale },
  );
  const multi = isMulti(entry, locations);
  return {
    card: { ...card, staticMap: staticMapOf(entry, services, location) },
    dealershipName: entry.dealerships.find((d) => d.id === location.dealership_id)?.name ?? null,
    reviews,
    pins: mapPins([card]),
    mapsApiKey: mapsKey(services),
    multi,
    otherLocations: multi ? locations.filter((l) => l.id !== location.id).map((l) => ({ name: l.name, slug: l.slug, city: l.address.city })) : [],
    jsonLd: autoDealerJsonLd({
      location,
      origin: siteOrigin(entry, request),
      locale: site.locale,
      departments: locations,
      showRating: shouldShowReviews(location.average_rating, { minimum: settings.minReviewRating, hidden: settings.reviewsHidden }),
    }),
  };
}

// ------------------------------------------------------------------ /contact-us/{slug}

/**
 * One location's contact page: its card and the contact form (the leads' "contact" form) with this
 * location chosen: preselected in the form's location selector, or posted as a hidden location_id
 * when the site has one location and so no selector.
 */
export async function contactLocationPage(context: AppLoadContext, entry: SiteEntry, request: Request, slug: string, now: Date) {
  const found = findVisible(entry, slug);
  if (!found) return null;
  const { location } = found;
  const form = await formPage(context, request, "contact", {
    path: contactLocationPath(location.slug),
    heading: `Contact ${location.name}`,
    description: `Email, phone or visit ${location.name}, ${location.address.street}, ${location.address.city}.`,
  });
  const id = String(location.id);
  const hasSelector = form.view.decl.steps.some((step) => step.fields.some((field) => field.name === "location_id"));
  if (hasSelector) form.view.defaultValue = { ...form.view.defaultValue, location_id: id };
  else form.view.hidden = { ...form.view.hidden, location_id: id };
  const card: LocationCard = { ...locationCardView(location, settingsFor(entry, now)), distanceText: null };
  return { card, form };
}

export type ContactLocationPageData = NonNullable<Awaited<ReturnType<typeof contactLocationPage>>>;

/** The contact form's post on a location's contact page (and from its 'EMAIL US' dialog); null for an unknown slug. */
export async function contactLocationAction(context: AppLoadContext, entry: SiteEntry, request: Request, slug: string) {
  if (!findVisible(entry, slug)) return null;
  return formPageAction(context, request, "contact");
}

// ------------------------------------------------------------------ dealership pages

/** The review block of a dealership page (/search/{dealership_slug}); null when reviews are not shown. */
export function dealershipReviews(entry: SiteEntry, dealershipSlug: string): ReviewListView | null {
  const dealership = entry.dealerships.find((d) => d.slug === dealershipSlug);
  if (!dealership) return null;
  const { site, group } = entry;
  return reviewListView(
    group.group.reviews.filter((r) => r.dealership_id === dealership.id),
    { average: dealership.average_rating, count: dealership.review_count, minimum: site.location_settings.min_review_rating, hidden: !site.features.reviews, locale: site.locale },
  );
}

// ------------------------------------------------------------------ sitemap

/** '/our-locations/' and every visible location's page. */
export function locationSitemapPaths(entry: SiteEntry): string[] {
  return [OUR_LOCATIONS_PATH, ...visibleLocations(entry.locations).map((l) => locationPath(l.slug))];
}
