// The dashboard's date range, read from its GET query (?from=YYYY-MM-DD&to=YYYY-MM-DD): whole days in
// the group's time zone, both ends included. Missing ends default to the last 30 days up to today;
// a bad date, an end before the start or a range over 366 days is a message under its field.

export const DEFAULT_DAYS = 30;
/** A leap year and a day: "this time last year" to today always fits. */
export const MAX_DAYS = 366;
/** Before this, the platform kept no events: a typo such as 0202 is caught as a message. */
export const EARLIEST_DATE = "2000-01-01";

export interface DateRange {
  from: string;
  to: string;
  /** Days in the range, both ends counted. */
  days: number;
}

export type DateRangeResult =
  | { ok: true; range: DateRange }
  | { ok: false; errors: { from?: string; to?: string }; values: { from: string; to: string } };

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds of a real calendar date at UTC midnight, or null (2026-02-30 is not a date). */
function dayMs(text: string): number | null {
  const m = text.match(ISO_DATE);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === text ? ms : null;
}

export function addDays(date: string, days: number): string {
  return new Date((dayMs(date) ?? NaN) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Every date from..to, in order. */
export function eachDay(range: DateRange): string[] {
  return Array.from({ length: range.days }, (_, i) => addDays(range.from, i));
}

/** today: the group's local date, "YYYY-MM-DD". */
export function parseDateRange(fromParam: string | null, toParam: string | null, today: string): DateRangeResult {
  const fromText = (fromParam ?? "").trim();
  const toText = (toParam ?? "").trim();
  const to = toText || today;
  const from = fromText || addDays(toText && dayMs(toText) !== null ? toText : today, -(DEFAULT_DAYS - 1));
  const check = (text: string): string | undefined => {
    const ms = dayMs(text);
    if (ms === null) return "Enter a date as YYYY-MM-DD, for example 2026-11-01.";
    if (text < EARLIEST_DATE) return `Enter a date from ${EARLIEST_DATE} on.`;
    return undefined;
  };
  const errors: { from?: string; to?: string } = {};
  const fromError = check(from);
  const toError = check(to);
  if (fromError) errors.from = fromError;
  if (toError) errors.to = toError;
  if (!fromError && !toError) {
    const days = ((dayMs(to) as number) - (dayMs(from) as number)) / DAY_MS + 1;
    if (days < 1) errors.to = "The end date must be on or after the start date.";
    else if (days > MAX_DAYS) errors.to = `Choose at most ${MAX_DAYS} days.`;
    else return { ok: true, range: { from, to, days } };
  }
  return { ok: false, errors, values: { from: fromText, to: toText } };
}
