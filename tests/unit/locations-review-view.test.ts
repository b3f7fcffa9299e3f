import { describe, expect, it } from "vitest";
import type { Review } from "../../server/sites/schema";
import { reviewListView, reviewView } from "~/lib/locations/review-view";

const review = (over: Partial<Review> = {}): Review => ({
  id: 1,
  customer_name: "Megan T.",
  text: "Brad in sales made buying our new RAV4 easy.",
  rating: 5,
  review_date: "2026-11-12",
  ...over,
});

describe("reviewView: one review as the page shows it", () => {
  it("has the name, text, stars, rating and date", () => {
    expect(reviewView(review())).toEqual({
      id: 1,
      customerName: "Megan T.",
      text: "Brad in sales made buying our new RAV4 easy.",
      stars: [1, 1, 1, 1, 1],
      ratingText: "5.0",
      date: "2026-11-12",
      dateText: "12 Nov 2026",
      reply: null,
    });
  });

  it("prefers the upstream's words for the date", () => {
    expect(reviewView(review({ review_date_in_words: "9 days ago" })).dateText).toBe("9 days ago");
  });

  it("reads a date-time and keeps an unreadable date as written", () => {
    expect(reviewView(review({ review_date: "2026-11-12T09:30:00Z" })).dateText).toBe("12 Nov 2026");
    expect(reviewView(review({ review_date: "last spring" })).dateText).toBe("last spring");
  });

  it("carries the dealer's reply with its date", () => {
    expect(reviewView(review({ reply_text: "Thanks Megan!", reply_date: "2026-11-14" })).reply).toEqual({ text: "Thanks Megan!", dateText: "14 Nov 2026" });
    expect(reviewView(review({ reply_text: "  ", reply_date: "2026-11-14" })).reply).toBeNull();
    expect(reviewView(review({ reply_text: "Thanks", reply_date: null })).reply).toEqual({ text: "Thanks", dateText: null });
  });

  it("a partial rating gives a partial star", () => {
    expect(reviewView(review({ rating: 3.5 })).stars).toEqual([1, 1, 1, 0.5, 0]);
  });
});

describe("reviewListView: the review block of a location or dealership page", () => {
  const many = Array.from({ length: 15 }, (_, i) => review({ id: i + 1, review_date: `2026-10-${String(i + 1).padStart(2, "0")}` }));

  it("is null when reviews are not shown (average not above the minimum, or hidden)", () => {
    expect(reviewListView(many, { average: 4.0, count: 15, minimum: 4, hidden: false })).toBeNull();
    expect(reviewListView(many, { average: 4.8, count: 15, minimum: 4, hidden: true })).toBeNull();
    expect(reviewListView(many, { average: 4.8, count: 15, minimum: 4.8, hidden: false })).toBeNull();
  });

  it("shows the summary and the 12 newest", () => {
    const list = reviewListView(many, { average: 4.66, count: 128, minimum: 4, hidden: false });
    expect(list?.summary).toBe("4.7 (128 reviews)");
    expect(list?.stars).toEqual([1, 1, 1, 1, 0.7]);
    expect(list?.reviews).toHaveLength(12);
    expect(list?.reviews[0].id).toBe(15);
    expect(list?.reviews[11].id).toBe(4);
  });

  it("shows the summary with no reviews to list", () => {
    expect(reviewListView([], { average: 4.5, count: 20, minimum: 4, hidden: false })?.reviews).toEqual([]);
  });
});
