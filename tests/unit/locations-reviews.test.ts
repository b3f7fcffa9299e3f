import { describe, expect, it } from "vitest";
import type { Review } from "../../server/sites/schema";
import { MIN_REVIEW_RATING, REVIEWS_SHOWN, reviewsToShow, shouldShowReviews } from "~/lib/locations/reviews";

describe("constants", () => {
  it("Minimum review rating 4; 12 reviews shown", () => {
    expect(MIN_REVIEW_RATING).toBe(4);
    expect(REVIEWS_SHOWN).toBe(12);
  });
});

describe("reviews show only when the average rating exceeds the site's minimum and reviews are not hidden", () => {
  it.each<[number | null | undefined, boolean]>([
    [0, false],
    [3.99, false],
    [4.0, false], // exceeds is strictly greater
    [4.001, true],
    [4.01, true],
    [4.5, true],
    [5, true],
    [Number.NaN, false],
    [null, false],
    [undefined, false],
  ])("average %s with the default minimum 4 → %s", (average, shown) => {
    expect(shouldShowReviews(average)).toBe(shown);
  });

  it.each<[number, number, boolean]>([
    [4.5, 4.5, false],
    [4.51, 4.5, true],
    [3.1, 3, true],
    [3, 3, false],
    [0.1, 0, true],
    [0, 0, false],
  ])("average %d with a site minimum %d → %s", (average, minimum, shown) => {
    expect(shouldShowReviews(average, { minimum })).toBe(shown);
  });

  it("hidden reviews never show", () => {
    expect(shouldShowReviews(5, { hidden: true })).toBe(false);
    expect(shouldShowReviews(4.9, { hidden: true, minimum: 0 })).toBe(false);
    expect(shouldShowReviews(4.9, { hidden: false })).toBe(true);
  });
});

const review = (id: number, review_date: string): Review => ({
  id,
  customer_name: `Customer ${id}`,
  text: "Great service",
  rating: 5,
  review_date,
});

describe("reviewsToShow: at most 12, newest first by review_date", () => {
  const days = (n: number) => Array.from({ length: n }, (_, i) => review(i + 1, `2026-01-${String(i + 1).padStart(2, "0")}`));

  it.each([
    [0, 0],
    [1, 1],
    [11, 11],
    [12, 12],
    [13, 12],
    [30, 12],
  ])("%i reviews → %i shown", (given, shown) => {
    expect(reviewsToShow(days(given))).toHaveLength(shown);
  });

  it("the newest come first and the oldest drop off", () => {
    const shown = reviewsToShow(days(13));
    expect(shown[0].id).toBe(13);
    expect(shown[11].id).toBe(2);
    expect(shown.map((r) => r.id)).not.toContain(1);
  });

  it("sorts whatever the given order, and reads full timestamps", () => {
    const list = [
      review(1, "2025-06-01T10:00:00Z"),
      review(2, "2026-02-01"),
      review(3, "2025-06-01T12:00:00Z"),
      review(4, "2024-12-31"),
    ];
    expect(reviewsToShow(list).map((r) => r.id)).toEqual([2, 3, 1, 4]);
  });

  it("equal dates keep their given order", () => {
    const list = [review(1, "2026-01-01"), review(2, "2026-01-02"), review(3, "2026-01-01")];
    expect(reviewsToShow(list).map((r) => r.id)).toEqual([2, 1, 3]);
  });

  it("unreadable dates go last", () => {
    const list = [review(1, "yesterday"), review(2, "2020-01-01"), review(3, "")];
    expect(reviewsToShow(list).map((r) => r.id)).toEqual([2, 1, 3]);
  });

  it("a limit may be given; nonsense limits fall back or clamp", () => {
    expect(reviewsToShow(days(10), { limit: 3 }).map((r) => r.id)).toEqual([10, 9, 8]);
    expect(reviewsToShow(days(10), { limit: 0 })).toEqual([]);
    expect(reviewsToShow(days(10), { limit: -1 })).toEqual([]);
    expect(reviewsToShow(days(20), { limit: Number.NaN })).toHaveLength(12);
  });

  it("does not change the given list", () => {
    const list = days(3);
    reviewsToShow(list);
    expect(list.map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it("nothing in, nothing out", () => {
    expect(reviewsToShow(undefined)).toEqual([]);
    expect(reviewsToShow(null)).toEqual([]);
  });
});
