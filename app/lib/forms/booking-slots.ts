// Booking times for the test drive and service forms: the car API's days of times
// ('available_appointment_bookings', 'available_service_bookings') become select options, without
// times already past (or too soon to prepare for) in the location's own time zone.
import { addMinutes, formatCalendarDate, wallClock } from "../dates";
import { timeZoneForState } from "../locale";
import type { Locale } from "./declaration";

/** One day of bookable times at one location, as the car API answers. */
export interface BookingDayLike {
  date: string; // YYYY-MM-DD
  location_id?: number | null;
  times: string[]; // HH:MM
}

export interface SlotOption {
  value: string; // YYYY-MM-DDTHH:MM, the location's wall-clock time
  label: string; // "Tue 24 Nov, 9:30 am"
}

/** Dealers need notice: a time sooner than this is not offered. */
export const BOOKING_NOTICE_MINUTES = 120;
/** A select longer than this is a chore; the first ones are the useful ones. */
export const MAX_SLOT_OPTIONS = 120;

/** The time zone of a location from its state; unknown states fall back to the country's main zone. */
export function zoneForState(state: string | null | undefined, locale: Locale): string {
  if (locale === "en-NZ") return "Pacific/Auckland";
  const zone = timeZoneForState(state);
  if (locale === "en-US") return zone?.startsWith("America/") ? zone : "America/Chicago";
  return zone?.startsWith("Australia/") ? zone : "Australia/Sydney";
}

/** "2026-11-24T09:30" → "Tue 24 Nov, 9:30 am" (en-US "Tue, Nov 24, 9:30 am"; no Intl: the same text on every server and browser). */
export function slotLabel(value: string, locale: Locale = "en-AU"): string {
  const m = value.match(/^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/);
  if (!m) return value;
  const [year, month, day, hour, minute] = m.slice(1).map(Number);
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${formatCalendarDate({ year, month, day }, locale, { weekday: true, year: false })}, ${h12}:${String(minute).padStart(2, "0")} ${hour < 12 ? "am" : "pm"}`;
}

/**
 * Select options from booking days: sorted, each time once (several locations may offer it), only
 * well-formed values, none before now + notice in the given zone, at most MAX_SLOT_OPTIONS.
 */
export function slotOptions(
  days: readonly BookingDayLike[],
  { now, timeZone, noticeMinutes = BOOKING_NOTICE_MINUTES, locale = "en-AU" }: { now: Date; timeZone: string; noticeMinutes?: number; locale?: Locale },
): SlotOption[] {
  let earliest: string;
  try {
    earliest = addMinutes(wallClock(now, timeZone), noticeMinutes);
  } catch {
    earliest = addMinutes(now.toISOString().slice(0, 16), noticeMinutes);
  }
  const values = new Set<string>();
  for (const day of days) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day.date)) continue;
    for (const time of day.times) {
      if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) continue;
      const value = `${day.date}T${time}`;
      if (value >= earliest) values.add(value);
    }
  }
  return [...values]
    .sort()
    .slice(0, MAX_SLOT_OPTIONS)
    .map((value) => ({ value, label: slotLabel(value, locale) }));
}

/** "2026-11-24T09:30" → {day: 24, month: 11, year: 2026}: the payload's day, month and year. */
export function slotDate(value: unknown): { day: number; month: number; year: number } | null {
  if (typeof value !== "string") return null;
  const m = value.match(/^(\d{4})-(\d{2})-(\d{2})T/);
  return m ? { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) } : null;
}
