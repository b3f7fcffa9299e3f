// Reviews as a location or dealership page shows them: the summary and the newest 12, each with stars.
import type { Locale, Review } from "../../../server/sites/schema";
import { formatCalendarDate } from "../dates";
import { reviewsToShow, shouldShowReviews } from "./reviews";
import { reviewSummary, starDisplay } from "./stars";

export interface ReviewView {
  id: number;
  customerName: string;
  text: string;
  stars: number[];
  ratingText: string;
  date: string;
  dateText: string;
  reply: { text: string; dateText: string | null } | null;
}

export interface ReviewListView {
  stars: number[];
  ratingText: string;
  summary: string; // '4.7 (128 reviews)'
  reviews: ReviewView[];
}

// '12 Nov 2026' (en-US 'Nov 12, 2026') from '2026-11-12' or an ISO date-time (its calendar date as written); null if unreadable.
function dateText(value: string | null | undefined, locale: Locale): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? "");
  if (!match) return null;
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return formatCalendarDate({ year: Number(match[1]), month, day }, locale);
}

export function reviewView(review: Review, locale: Locale = "en-AU"): ReviewView {
  const { stars, ratingText } = starDisplay(review.rating, 0);
  const replyText = review.reply_text?.trim();
  return {
    id: review.id,
    customerName: review.customer_name,
    text: review.text,
    stars,
    ratingText,
    date: review.review_date,
    dateText: review.review_date_in_words?.trim() || dateText(review.review_date, locale) || review.review_date,
    reply: replyText ? { text: replyText, dateText: review.reply_date_in_words?.trim() || dateText(review.reply_date, locale) } : null,
  };
}

export interface ReviewSetInput {
  average: number | null | undefined;
  count: number | null | undefined;
  /** The site's minimum rating (default 4). */
  minimum: number;
  hidden: boolean;
  /** Writes the dates in this locale's order (default en-AU). */
  locale?: Locale;
}

/** The review block, or null when reviews are not shown ("only when the average exceeds the minimum"). */
export function reviewListView(reviews: readonly Review[], { average, count, minimum, hidden, locale = "en-AU" }: ReviewSetInput): ReviewListView | null {
  if (!shouldShowReviews(average, { minimum, hidden })) return null;
  const { stars, ratingText } = starDisplay(average, count);
  return { stars, ratingText, summary: reviewSummary(average, count), reviews: reviewsToShow(reviews).map((r) => reviewView(r, locale)) };
}
