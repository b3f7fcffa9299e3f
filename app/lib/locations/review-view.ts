// Reviews as a location or dealership page shows them: the summary and the newest 12, each with stars.
import type { Review } from "../../../server/sites/schema";
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

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

// '12 Nov 2026' from '2026-11-12' or an ISO date-time (its calendar date as written); null if unreadable.
function dateText(value: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? "");
  if (!match) return null;
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return `${day} ${MONTHS[month - 1]} ${match[1]}`;
}

export function reviewView(review: Review): ReviewView {
  const { stars, ratingText } = starDisplay(review.rating, 0);
  const replyText = review.reply_text?.trim();
  return {
    id: review.id,
    customerName: review.customer_name,
    text: review.text,
    stars,
    ratingText,
    date: review.review_date,
    dateText: review.review_date_in_words?.trim() || dateText(review.review_date) || review.review_date,
    reply: replyText ? { text: replyText, dateText: review.reply_date_in_words?.trim() || dateText(review.reply_date) } : null,
  };
}

export interface ReviewSetInput {
  average: number | null | undefined;
  count: number | null | undefined;
  /** The site's minimum rating (default 4). */
  minimum: number;
  hidden: boolean;
}

/** The review block, or null when reviews are not shown ("only when the average exceeds the minimum"). */
export function reviewListView(reviews: readonly Review[], { average, count, minimum, hidden }: ReviewSetInput): ReviewListView | null {
  if (!shouldShowReviews(average, { minimum, hidden })) return null;
  const { stars, ratingText } = starDisplay(average, count);
  return { stars, ratingText, summary: reviewSummary(average, count), reviews: reviewsToShow(reviews).map(reviewView) };
}
