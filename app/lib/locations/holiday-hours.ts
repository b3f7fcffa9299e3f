// Special (holiday) hours for one location: both upstream field shapes normalised into the 'View Holiday Hours' list.
import type { Locale, SpecialHours } from "../../../server/sites/schema";
import { CLOSED_TEXT, OPEN_TEXT, hoursRangeText } from "./opening-hours";
import { formatCalendarDate, localDate } from "../dates";
import { timeZoneForState } from "../locale";

export interface HolidayHoursRow {
  date: string; // 'YYYY-MM-DD'
  label: string; // 'Thu 25 Dec 2026'
  text: string; // '9:00am - 1:00pm' or 'Closed'
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// Calendar dates are read as UTC so the weekday never shifts with the server's time zone.
function calendarDate(date: string): Date | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = new Date(Date.UTC(year, month - 1, day));
  // Rejects dates that roll over, such as 2026-02-30.
  const real = value.getUTCFullYear() === year && value.getUTCMonth() === month - 1 && value.getUTCDate() === day;
  return real ? value : null;
}

/** 'Thu 25 Dec 2026' (en-US 'Thu, Dec 25, 2026') for '2026-12-25'; null when the text is not a real calendar date. */
export function formatHolidayDate(date: string, locale: Locale = "en-AU"): string | null {
  const value = calendarDate(date);
  if (!value) return null;
  return formatCalendarDate({ year: value.getUTCFullYear(), month: value.getUTCMonth() + 1, day: value.getUTCDate() }, locale, { weekday: true });
}

/** location_id, else location.id; null when the entry names no location. */
export function holidayLocationId(entry: SpecialHours): number | null {
  return entry.location_id ?? entry.location?.id ?? null;
}

function firstGiven(...values: (string | null | undefined)[]): string | undefined {
  return values.find((v): v is string => typeof v === "string" && v.trim() !== "");
}

/** 'Closed', or the hours from start_hour/end_hour (preferred) or hours.begin/hours.end; 'Open' when none are given. */
export function holidayHoursText(entry: SpecialHours): string {
  if (entry.status === "Closed") return CLOSED_TEXT;
  const start = firstGiven(entry.start_hour, entry.hours?.begin);
  const end = firstGiven(entry.end_hour, entry.hours?.end);
  return hoursRangeText(start, end) ?? OPEN_TEXT;
}

function isoDay(today: string | Date): string | null {
  if (typeof today === "string") return calendarDate(today) ? today : null;
  if (Number.isNaN(today.getTime())) return null;
  return today.toISOString().slice(0, 10);
}

/**
 * The dealer's local date ('YYYY-MM-DD') at an instant, from the location's state: in Queensland a
 * holiday is past at local midnight, not at 10:00 when the UTC date turns. Unknown state: the UTC date.
 */
export function dealerToday(now: Date, state: string | null | undefined): string {
  const zone = timeZoneForState(state);
  return zone ? localDate(now, zone).date : now.toISOString().slice(0, 10);
}

export interface HolidayHoursOptions {
  /**
   * Drop dates before this day (today itself is kept). Pass the dealer's local date as 'YYYY-MM-DD';
   * a Date is read in UTC, which is behind AU/NZ, so at worst yesterday stays listed a few hours longer.
   */
  today?: string | Date;
  /** Writes the dates in this locale's order (default en-AU). */
  locale?: Locale;
}

/**
 * The holiday hours that apply to one location, sorted by date, one row per date.
 * Entries that name no location (neither location_id nor location.id) apply to every location: they
 * are group-wide public holidays. When a date has both, the location's own entry wins, so one branch
 * can open on a day the group is closed. Entries with a malformed date are skipped.
 * With locationId null only the group-wide entries apply.
 */
export function holidayHoursFor(
  specialHours: readonly SpecialHours[] | null | undefined,
  locationId: number | null,
  { today, locale = "en-AU" }: HolidayHoursOptions = {},
): HolidayHoursRow[] {
  if (!specialHours) return [];
  const from = today === undefined ? null : isoDay(today);
  const chosen = new Map<string, { entry: SpecialHours; specific: boolean }>();

  for (const entry of specialHours) {
    if (!entry) continue;
    const target = holidayLocationId(entry);
    if (target !== null && target !== locationId) continue;
    if (!calendarDate(entry.date)) continue;
    if (from !== null && entry.date < from) continue; // ISO dates compare correctly as text
    const specific = target !== null;
    const earlier = chosen.get(entry.date);
    // First entry wins among equals; a location's own entry replaces a group-wide one.
    if (!earlier || (specific && !earlier.specific)) chosen.set(entry.date, { entry, specific });
  }

  return [...chosen.values()]
    .map(({ entry }) => ({
      date: entry.date,
      label: formatHolidayDate(entry.date, locale) as string, // validated above
      text: holidayHoursText(entry),
    }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
