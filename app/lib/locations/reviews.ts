// When reviews show, and which ones: the site's minimum rating and the 12 newest.
import type { Review } from "../../../server/sites/schema";

/** "Minimum review rating 4". */
export const MIN_REVIEW_RATING = 4;
/** "12 reviews shown". */
export const REVIEWS_SHOWN = 12;

export interface ShowReviewsOptions {
  minimum?: number;
  hidden?: boolean;
}

/**
 * "Reviews show only when the average rating exceeds the site's minimum and reviews are not hidden."
 * Exceeds is strictly greater: an average of exactly 4.0 does not show. The raw average is compared,
 * not the 1-decimal display, so 4.01 shows (printed as '4.0').
 */
export function shouldShowReviews(
  averageRating: number | null | undefined,
  { minimum = MIN_REVIEW_RATING, hidden = false }: ShowReviewsOptions = {},
): boolean {
  if (hidden) return false;
  if (typeof averageRating !== "number" || !Number.isFinite(averageRating)) return false;
  return averageRating > minimum;
}

export interface ReviewsToShowOptions {
  limit?: number;
}

// Unreadable dates sort after every real one instead of poisoning the sort with NaN.
function reviewTime(review: Pick<Review, "review_date">): number {
  const time = Date.parse(review.review_date);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** At most 12 (or `limit`) reviews, newest first by review_date; equal dates keep their given order. */
export function reviewsToShow<R extends Pick<Review, "review_date">>(
  reviews: readonly R[] | null | undefined,
  { limit = REVIEWS_SHOWN }: ReviewsToShowOptions = {},
): R[] {
  if (!reviews) return [];
  const max = Number.isFinite(limit) ? Math.max(0, Math.floor(limit)) : REVIEWS_SHOWN;
  return reviews
    .map((review, index) => ({ review, index, time: reviewTime(review) }))
    .sort((a, b) => (a.time === b.time ? a.index - b.index : b.time > a.time ? 1 : -1))
    .slice(0, max)
    .map(({ review }) => review);
}
