// Star display and review summary text: five star slots, the rating to 1 decimal, and '{count} reviews'.
export const STAR_SLOTS = 5;
export const MAX_RATING = 5;

export interface StarDisplay {
  stars: number[]; // fill of each of the 5 slots, 0..1 in steps of 0.1
  ratingText: string; // '4.5'
  countText: string; // '123 reviews'
}

// Half-up at one decimal on the number as written: 4.05 is stored as 4.0499..., yet a reader expects 4.1.
function roundToTenth(value: number): number {
  return Math.round(Number((value * 10).toPrecision(12))) / 10;
}

/** The rating clamped to 0..5 and rounded to 1 decimal; anything that is not a number counts as 0. */
export function roundRating(rating: number | null | undefined): number {
  if (typeof rating !== "number" || !Number.isFinite(rating)) return 0;
  return roundToTenth(Math.min(MAX_RATING, Math.max(0, rating)));
}

/** '4.5', '4.0', '0.0'. */
export function ratingText(rating: number | null | undefined): string {
  return roundRating(rating).toFixed(1);
}

/**
 * '128 reviews'. The spec's text is '{count} reviews' and we keep 'reviews' literally, also for 1.
 * The count is shown as plain digits (no grouping), like the spec's '{count}'.
 */
export function reviewCountText(count: number | null | undefined): string {
  const n = typeof count === "number" && Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  return `${n} reviews`;
}

/**
 * "Up to 4 full stars plus one partial": slot i (0-based) is filled by rating - i, clamped to 0..1.
 * Below 4 that gives floor(rating) full stars, one partial and empty ones; from 4 up the first four
 * are full and the fifth is the partial, filled by the fraction (completely at 5.0).
 * Stars follow the rounded rating, so they never contradict the number printed beside them
 * (4.96 shows '5.0' and five filled slots; 4.04 shows '4.0' and an empty fifth slot).
 */
export function starDisplay(rating: number | null | undefined, count: number | null | undefined): StarDisplay {
  const rounded = roundRating(rating);
  const stars = Array.from({ length: STAR_SLOTS }, (_, i) => roundToTenth(Math.min(1, Math.max(0, rounded - i))));
  return { stars, ratingText: rounded.toFixed(1), countText: reviewCountText(count) };
}

/** The location card's review summary: '{rating} ({count} reviews)', e.g. '4.6 (128 reviews)'. */
export function reviewSummary(rating: number | null | undefined, count: number | null | undefined): string {
  return `${ratingText(rating)} (${reviewCountText(count)})`;
}
