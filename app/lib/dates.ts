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
