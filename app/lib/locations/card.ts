// The location card of spec point 2 as plain data: heading and badge, stars, address, phones, hours,
// holiday hours, licences, directions and the buttons a location gets on this site.
import type { Locale, Location, SpecialHours } from "../../../server/sites/schema";
import { swapWords } from "../locale";
import { locationLatLng, type LatLng } from "./distance";
import { dealerToday, holidayHoursFor, type HolidayHoursRow } from "./holiday-hours";
import { locationKind, type LocationKind } from "./location-filters";
import { groupOpeningHours, type HoursLine } from "./opening-hours";
import { contactLocationPath, locationPath } from "./paths";
import { shouldShowReviews } from "./reviews";
import { reviewSummary, starDisplay, type StarDisplay } from "./stars";

export interface CardSettings {
  locale: Locale;
  /** Site setting: dealer (DL/CL) and repairer (MRB) licence numbers are shown. */
  showLicences: boolean;
  /** Site setting: 'Book a Service' on service-type locations links here; null shows no button. */
  bookServicePath: string | null;
  minReviewRating: number;
  reviewsHidden: boolean;
  appointmentNote: string | null;
  specialHours: readonly SpecialHours[];
  /** Holiday hours before this day are not listed: a date, or the instant read in each location's zone. */
  today: string | Date;
}

export interface PhoneLink {
  text: string;
  href: string | null;
}

export interface LicenceLine {
  label: string;
  number: string;
}

export interface LocationCardView {
  id: number;
  name: string;
  slug: string;
  badge: string | null;
  kind: LocationKind;
  kindLabel: string;
  image: { url: string; alt: string } | null;
  /** null when reviews are not shown for this location. */
  rating: (StarDisplay & { summary: string }) | null;
  address: { street: string; cityLine: string; full: string };
  phone: PhoneLink;
  landline: PhoneLink | null;
  hours: HoursLine[];
  holidayHours: HolidayHoursRow[];
  appointmentNote: string | null;
  licences: LicenceLine[];
  directionsUrl: string;
  detailsPath: string;
  contactPath: string;
  bookServicePath: string | null;
  point: LatLng | null;
}

const KIND_LABELS: Record<LocationKind, string> = { sales: "Sales", service: "Service", parts: "Parts" };

/** 'tel:0755500101' for a phone as dealers write it; null when it holds no digits. */
export function phoneHref(text: string): string | null {
  const dialable = text.replace(/[^\d+]/g, "");
  return /\d/.test(dialable) ? `tel:${dialable}` : null;
}

function phoneLink(text: string | null | undefined): PhoneLink | null {
  const trimmed = text?.trim();
  return trimmed ? { text: trimmed, href: phoneHref(trimmed) } : null;
}

const given = (text: string | null | undefined): text is string => typeof text === "string" && text.trim() !== "";

/** The licence numbers as written ('DL 3170458', 'MRB 48213'), only when the site allows them. */
export function licenceLines(
  location: Pick<Location, "dealer_license_number" | "motor_vehicle_repairer">,
  { showLicences, locale }: { showLicences: boolean; locale: Locale },
): LicenceLine[] {
  if (!showLicences) return [];
  const lines: LicenceLine[] = [];
  if (given(location.dealer_license_number)) {
    lines.push({ label: swapWords(locale, "Dealer licence"), number: location.dealer_license_number.trim() });
  }
  if (given(location.motor_vehicle_repairer)) {
    lines.push({ label: swapWords(locale, "Repairer licence"), number: location.motor_vehicle_repairer.trim() });
  }
  return lines;
}

function cityLine(address: Location["address"]): string {
  return [address.city, address.state, address.postcode].filter(given).join(" ");
}

function fullAddress(address: Location["address"]): string {
  return [address.street, cityLine(address)].filter(given).join(", ");
}

/** The place URL the location carries, else a map search for its address (never a non-web link). */
export function directionsUrl(location: Pick<Location, "address">): string {
  const placeUrl = location.address.place_url?.trim();
  if (placeUrl && /^https?:\/\//i.test(placeUrl)) return placeUrl;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(fullAddress(location.address))}`;
}

/** '/service?location=slug' (or '&location=' when the path already has a query). */
export function withLocationQuery(path: string, slug: string): string {
  return `${path}${path.includes("?") ? "&" : "?"}location=${encodeURIComponent(slug)}`;
}

export function locationCardView(location: Location, settings: CardSettings): LocationCardView {
  const kind = locationKind(location);
  const showRating = shouldShowReviews(location.average_rating, {
    minimum: settings.minReviewRating,
    hidden: settings.reviewsHidden,
  });
  return {
    id: location.id,
    name: location.name,
    slug: location.slug,
    badge: given(location.badge) ? location.badge.trim() : null,
    kind,
    kindLabel: KIND_LABELS[kind],
    image: location.image?.url ? { url: location.image.url, alt: location.name } : null,
    rating: showRating
      ? {
          ...starDisplay(location.average_rating, location.review_count),
          summary: reviewSummary(location.average_rating, location.review_count),
        }
      : null,
    address: { street: location.address.street, cityLine: cityLine(location.address), full: fullAddress(location.address) },
    phone: phoneLink(location.contact_detail.phone) ?? { text: location.contact_detail.phone, href: null },
    landline: phoneLink(location.contact_detail.landline_phone),
    hours: groupOpeningHours(location.contact_detail.opening_hours),
    holidayHours: holidayHoursFor(settings.specialHours, location.id, {
      today: settings.today instanceof Date ? dealerToday(settings.today, location.address.state) : settings.today,
      locale: settings.locale,
    }),
    appointmentNote: settings.appointmentNote,
    licences: licenceLines(location, settings),
    directionsUrl: directionsUrl(location),
    detailsPath: locationPath(location.slug),
    contactPath: contactLocationPath(location.slug),
    bookServicePath: kind === "service" && settings.bookServicePath ? withLocationQuery(settings.bookServicePath, location.slug) : null,
    point: locationLatLng(location),
  };
}
