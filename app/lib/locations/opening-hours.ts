// Opening hours of a location: time parsing, the card's grouped list (Mon-Fri; Sat; Sun), and schema.org JSON-LD.
import type { OpeningHoursEntry } from "../../../server/sites/schema";

export const CLOSED_TEXT = "Closed";
// An entry marked Open that carries no hours at all: say what we know rather than invent times.
export const OPEN_TEXT = "Open";

export type DayLabel = "Mon" | "Tue" | "Wed" | "Thu" | "Fri" | "Sat" | "Sun";
export type HoursLabel = DayLabel | "Mon-Fri";
export interface HoursLine {
  label: HoursLabel;
  text: string;
}

/** Indexed by the spec's weekday number: 0 Sunday to 6 Saturday. */
export const DAY_LABELS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const SCHEMA_DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
export type SchemaDayOfWeek = (typeof SCHEMA_DAYS)[number];

const WEEKDAYS = [1, 2, 3, 4, 5] as const; // Mon..Fri
const SATURDAY = 6;
const SUNDAY = 0;
// Display and JSON-LD order: the working week first, the weekend last (the spec's "Mon-Fri; Sat; Sun").
const DISPLAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

export interface ClockTime {
  hours: number; // 0..23
  minutes: number; // 0..59
}

// '8:00am', '8am', '8.30 a.m.', '5:30 PM', '08:00', '17:30', '17:30:00'.
const TIME_PATTERN = /^(\d{1,2})(?:[:.](\d{2})(?::(\d{2}))?)?\s*(?:([ap])\.?\s*m\.?)?$/i;

/** Reads a clock time as dealers and the upstream API write it; null when it is not one. */
export function parseTime(text: string | null | undefined): ClockTime | null {
  if (typeof text !== "string") return null;
  const match = TIME_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, h, m, s, meridiem] = match;
  let hours = Number(h);
  const minutes = m === undefined ? 0 : Number(m);
  if (minutes > 59 || (s !== undefined && Number(s) > 59)) return null;
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    const pm = meridiem.toLowerCase() === "p";
    hours = (hours % 12) + (pm ? 12 : 0);
  } else {
    // A bare number ('8') could be morning or evening: refuse to guess.
    if (m === undefined || hours > 23) return null;
  }
  return { hours, minutes };
}

/** '8:00am', '12:00pm', '12:00am': the card's style. */
export function formatTime12({ hours, minutes }: ClockTime): string {
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${h12}:${String(minutes).padStart(2, "0")}${hours < 12 ? "am" : "pm"}`;
}

/** 'HH:MM', as schema.org's opens/closes want it. */
export function formatTime24({ hours, minutes }: ClockTime): string {
  return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
}

/** A time for display: normalised when we can read it, otherwise the dealer's own text kept as typed. */
export function displayTime(text: string): string {
  const parsed = parseTime(text);
  return parsed ? formatTime12(parsed) : text.trim();
}

function present(text: string | null | undefined): text is string {
  return typeof text === "string" && text.trim() !== "";
}

/** '8:00am - 5:30pm' from an opening and a closing time; null unless both are given. */
export function hoursRangeText(open: string | null | undefined, close: string | null | undefined): string | null {
  if (!present(open) || !present(close)) return null;
  return `${displayTime(open)} - ${displayTime(close)}`;
}

/**
 * The text shown for one day: 'Closed' when closed; otherwise the upstream formated_hours as given
 * (it is the dealer's chosen wording), else open/close formatted, else 'Open'.
 */
export function hoursText(entry: OpeningHoursEntry | null | undefined): string {
  if (!entry || entry.status === "Closed") return CLOSED_TEXT;
  if (present(entry.formated_hours)) return entry.formated_hours.trim();
  return hoursRangeText(entry.open, entry.close) ?? OPEN_TEXT;
}

// First entry per weekday wins, so a stray duplicate later in the list cannot override the real one.
function entriesByWeekday(entries: readonly OpeningHoursEntry[]): Map<number, OpeningHoursEntry> {
  const byDay = new Map<number, OpeningHoursEntry>();
  for (const entry of entries) {
    if (!entry || !Number.isInteger(entry.weekday) || entry.weekday < 0 || entry.weekday > 6) continue;
    if (!byDay.has(entry.weekday)) byDay.set(entry.weekday, entry);
  }
  return byDay;
}

/**
 * The card's opening hours list: Mon-Fri as one line when all five days are identical (same status and
 * same text), else one line per weekday; then Sat; then Sun.
 * A weekday missing from a non-empty list shows 'Closed' (a dealer lists the days it opens); an empty
 * list gives no lines at all, so the card can leave the block out instead of claiming "closed all week".
 */
export function groupOpeningHours(entries: readonly OpeningHoursEntry[] | null | undefined): HoursLine[] {
  if (!entries || entries.length === 0) return [];
  const byDay = entriesByWeekday(entries);
  const day = (weekday: number) => {
    const entry = byDay.get(weekday);
    return { status: entry?.status ?? "Closed", text: hoursText(entry) };
  };

  const week = WEEKDAYS.map((weekday) => ({ label: DAY_LABELS[weekday], ...day(weekday) }));
  const first = week[0];
  const identical = week.every((d) => d.status === first.status && d.text === first.text);
  const lines: HoursLine[] = identical
    ? [{ label: "Mon-Fri", text: first.text }]
    : week.map(({ label, text }) => ({ label, text }));

  lines.push({ label: "Sat", text: day(SATURDAY).text });
  lines.push({ label: "Sun", text: day(SUNDAY).text });
  return lines;
}

export interface OpeningHoursSpecification {
  "@type": "OpeningHoursSpecification";
  dayOfWeek: SchemaDayOfWeek;
  opens: string; // 'HH:MM'
  closes: string; // 'HH:MM'
}

// '8:00am - 5:30pm', '8:00am – 5:30pm', '08:00 to 17:30'.
const RANGE_SEPARATOR = /\s*(?:-|–|—|\bto\b)\s*/i;

function openClose(entry: OpeningHoursEntry): { opens: ClockTime; closes: ClockTime } | null {
  const opens = parseTime(entry.open);
  const closes = parseTime(entry.close);
  if (opens && closes) return { opens, closes };
  // Some entries carry only the display text: read the times back out of it.
  if (!present(entry.formated_hours)) return null;
  const parts = entry.formated_hours.trim().split(RANGE_SEPARATOR);
  if (parts.length !== 2) return null;
  const fromText = { opens: parseTime(parts[0]), closes: parseTime(parts[1]) };
  return fromText.opens && fromText.closes ? { opens: fromText.opens, closes: fromText.closes } : null;
}

/**
 * schema.org OpeningHoursSpecification objects for JSON-LD, Mon..Sun, one per open day.
 * Closed days and days whose times cannot be read are left out: wrong hours in search results
 * are worse than none.
 */
export function openingHoursSpecification(
  entries: readonly OpeningHoursEntry[] | null | undefined,
): OpeningHoursSpecification[] {
  if (!entries) return [];
  const byDay = entriesByWeekday(entries);
  const specs: OpeningHoursSpecification[] = [];
  for (const weekday of DISPLAY_ORDER) {
    const entry = byDay.get(weekday);
    if (!entry || entry.status !== "Open") continue;
    const times = openClose(entry);
    if (!times) continue;
    specs.push({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: SCHEMA_DAYS[weekday],
      opens: formatTime24(times.opens),
      closes: formatTime24(times.closes),
    });
  }
  return specs;
}
