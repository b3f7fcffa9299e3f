// The one 'min:max' range rule (spec: "Numeric range filters use the format 'min:max'"), read by the
// search pages and by GET /api/search alike. The spec names no number format, so a side is a plain
// decimal integer ('-5', '20000'); exponent ('1e3'), fractions, '+', hex and words are refused.
import type { Range } from "./state";

const INTEGER = /^-?\d+$/;

/** A range side: undefined when empty, null when not a plain integer (or beyond exact integers). */
export function parseRangeSide(text: string): number | undefined | null {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  if (!INTEGER.test(trimmed)) return null;
  const n = Number(trimmed);
  return Number.isSafeInteger(n) ? n : null;
}

/** 'min:max' (either side may be empty, not both) → the range as written; null when it is not one. */
export function parseRange(text: string): Range | null {
  const colon = text.indexOf(":");
  if (colon < 0) return null;
  const min = parseRangeSide(text.slice(0, colon));
  const max = parseRangeSide(text.slice(colon + 1));
  if (min === null || max === null || (min === undefined && max === undefined)) return null;
  const range: Range = {};
  if (min !== undefined) range.min = min;
  if (max !== undefined) range.max = max;
  return range;
}

/** True for a number a range side can hold: what the URL writes must read back. */
export const isRangeNumber = (n: unknown): n is number => Number.isSafeInteger(n);

/** A range as its URL text: '10000:20000', ':50000', '2020:'. */
export function formatRange(range: Range): string {
  return `${range.min ?? ""}:${range.max ?? ""}`;
}
