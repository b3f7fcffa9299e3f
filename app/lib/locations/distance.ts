// Distance between points by the haversine formula (earth radius 6371 km), shown in km or, for en-US, miles.
import type { Locale } from "../../../server/sites/schema";
import { KM_PER_MILE, distanceUnit } from "../locale";

/** "Distance by the haversine formula with earth radius 6371 km." */
export const EARTH_RADIUS_KM = 6371;
/** Distances below this are shown with one decimal, from it up as whole numbers. */
export const WHOLE_NUMBER_FROM = 10;

export interface LatLng {
  lat: number;
  lng: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km; NaN when a coordinate is not a finite number. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  // Rounding can push h a hair above 1 near the antipodes, where asin would give NaN.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(Math.min(1, h)));
}

/** A location's address as a point (the schema says `long`, maps say `lng`); null without finite coordinates. */
export function locationLatLng(location: { address: { lat: number; long: number } }): LatLng | null {
  const { lat, long } = location.address ?? {};
  return Number.isFinite(lat) && Number.isFinite(long) ? { lat, lng: long } : null;
}

export function kmToMiles(km: number): number {
  return km / KM_PER_MILE;
}

/**
 * '7.4 km', '71 km', '1,234 km'; for en-US the same in miles ('44 mi'). One decimal under 10, whole
 * numbers from 10 up (a decimal on a long drive is noise). The test is made on the value rounded to one
 * decimal, so 9.96 reads '10 km' rather than '10.0 km'. Empty text for a negative or unknown distance.
 */
export function formatDistanceForLocale(km: number, locale: Locale): string {
  if (typeof km !== "number" || !Number.isFinite(km) || km < 0) return "";
  const unit = distanceUnit(locale);
  const value = unit === "mi" ? kmToMiles(km) : km;
  const tenths = Math.round(value * 10) / 10;
  const digits = tenths < WHOLE_NUMBER_FROM ? 1 : 0;
  const text = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    digits === 1 ? tenths : Math.round(value),
  );
  return `${text} ${unit}`;
}

export interface LocationDistance<L> {
  location: L;
  km: number | null; // null when the location has no usable coordinates
}

/** Locations nearest first; those without coordinates last; equal distances keep their given order. */
export function sortByDistance<L extends { address: { lat: number; long: number } }>(
  locations: readonly L[],
  origin: LatLng,
): LocationDistance<L>[] {
  return locations
    .map((location, index) => {
      const point = locationLatLng(location);
      const km = point ? haversineKm(origin, point) : Number.NaN;
      return { location, index, km: Number.isFinite(km) ? km : null };
    })
    // Unknown distances sort as Infinity; Infinity - Infinity is NaN (falsy), so the given order decides.
    .sort((a, b) => (a.km ?? Infinity) - (b.km ?? Infinity) || a.index - b.index)
    .map(({ location, km }) => ({ location, km }));
}
