// Dates and times in a time zone, the one home for them: a dealer's wall clock, its local date
// and weekday, minutes added to a local time, and a time written out for people. Pure (Intl only).
import type { Locale } from "../../server/sites/schema";

/** The wall-clock time in a zone, as "YYYY-MM-DDTHH:mm". Throws on an unknown zone. */
export function wallClock(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  return `${get("year")}-${get("month")}-${get("day")}T${get("hour")}:${get("minute")}`;
}

/** The date ("YYYY-MM-DD") and weekday (0 = Sunday) an instant falls on in a zone. */
export function localDate(instant: Date, timeZone: string): { date: string; weekday: number } {
  const date = wallClock(instant, timeZone).slice(0, 10);
  return { date, weekday: new Date(`${date}T00:00Z`).getUTCDay() };
}

/** A local "YYYY-MM-DDTHH:mm" plus some minutes, across midnight and month ends. */
export function addMinutes(localIso: string, minutes: number): string {
  const d = new Date(`${localIso}:00Z`);
  return new Date(d.getTime() + minutes * 60_000).toISOString().slice(0, 16);
}

/** "Wednesday 25 November, 2:00 pm AEST": the dealer's wall clock, with the zone named. */
export function formatLocalTime(date: Date, timeZone: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(date);
}

export interface CalendarDate {
  year: number;
  month: number; // 1-12
  day: number;
}

const WEEKDAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/**
 * A calendar date for people in the locale's order, without Intl so server and browser print the
 * same: en-AU and en-NZ 'Thu 25 Dec 2026', en-US 'Thu, Dec 25, 2026'; the weekday and year optional.
 */
export function formatCalendarDate({ year, month, day }: CalendarDate, locale: Locale, opts: { weekday?: boolean; year?: boolean } = {}): string {
  const { weekday = false, year: withYear = true } = opts;
  const weekdayName = WEEKDAY_NAMES[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  const monthName = MONTH_NAMES[month - 1];
  if (locale === "en-US") return `${weekday ? `${weekdayName}, ` : ""}${monthName} ${day}${withYear ? `, ${year}` : ""}`;
  return `${weekday ? `${weekdayName} ` : ""}${day} ${monthName}${withYear ? ` ${year}` : ""}`;
}
