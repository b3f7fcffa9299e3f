import { describe, expect, it } from "vitest";
import { ratingText, reviewCountText, reviewSummary, roundRating, starDisplay } from "~/lib/locations/stars";

describe("star display: up to 4 full stars plus one partial, rating to 1 decimal", () => {
  it.each<[number, number[], string]>([
    [0, [0, 0, 0, 0, 0], "0.0"],
    [0.05, [0.1, 0, 0, 0, 0], "0.1"],
    [0.04, [0, 0, 0, 0, 0], "0.0"],
    [1, [1, 0, 0, 0, 0], "1.0"],
    [2.3, [1, 1, 0.3, 0, 0], "2.3"],
    [3.5, [1, 1, 1, 0.5, 0], "3.5"],
    [3.94, [1, 1, 1, 0.9, 0], "3.9"],
    [3.95, [1, 1, 1, 1, 0], "4.0"],
    [4.0, [1, 1, 1, 1, 0], "4.0"],
    [4.04, [1, 1, 1, 1, 0], "4.0"],
    [4.05, [1, 1, 1, 1, 0.1], "4.1"],
    [4.1, [1, 1, 1, 1, 0.1], "4.1"],
    [4.5, [1, 1, 1, 1, 0.5], "4.5"],
    [4.6, [1, 1, 1, 1, 0.6], "4.6"],
    [4.94, [1, 1, 1, 1, 0.9], "4.9"],
    [4.95, [1, 1, 1, 1, 1], "5.0"],
    [4.96, [1, 1, 1, 1, 1], "5.0"],
    [5.0, [1, 1, 1, 1, 1], "5.0"],
  ])("rating %d → stars %j, '%s'", (rating, stars, text) => {
    const display = starDisplay(rating, 10);
    expect(display.stars).toEqual(stars);
    expect(display.ratingText).toBe(text);
  });

  it.each<[number | null | undefined, number[], string]>([
    [-0.5, [0, 0, 0, 0, 0], "0.0"],
    [5.01, [1, 1, 1, 1, 1], "5.0"],
    [7, [1, 1, 1, 1, 1], "5.0"],
    [Number.NaN, [0, 0, 0, 0, 0], "0.0"],
    [Number.POSITIVE_INFINITY, [0, 0, 0, 0, 0], "0.0"],
    [null, [0, 0, 0, 0, 0], "0.0"],
    [undefined, [0, 0, 0, 0, 0], "0.0"],
  ])("out of range %s is clamped to 0..5 (not a number counts as 0)", (rating, stars, text) => {
    const display = starDisplay(rating, 0);
    expect(display.stars).toEqual(stars);
    expect(display.ratingText).toBe(text);
  });

  it("always five slots, never more than four full before the partial fifth", () => {
    for (let tenths = 0; tenths <= 50; tenths++) {
      const { stars } = starDisplay(tenths / 10, 1);
      expect(stars).toHaveLength(5);
      const full = stars.filter((s) => s === 1).length;
      const partial = stars.filter((s) => s > 0 && s < 1).length;
      expect(partial).toBeLessThanOrEqual(1);
      expect(full + (stars[4] === 1 ? -1 : 0)).toBeLessThanOrEqual(4);
      // the total fill equals the rating shown
      expect(stars.reduce((a, b) => a + b, 0)).toBeCloseTo(tenths / 10, 10);
    }
  });

  it("roundRating rounds half up at one decimal", () => {
    expect(roundRating(4.45)).toBe(4.5);
    expect(roundRating(4.449)).toBe(4.4);
    expect(ratingText(4.25)).toBe("4.3");
    expect(ratingText(4)).toBe("4.0");
  });
});

describe("followed by the review count and 'reviews'", () => {
  it.each<[number | null | undefined, string]>([
    [0, "0 reviews"],
    [1, "1 reviews"], // the spec's word 'reviews', kept literally
    [2, "2 reviews"],
    [123, "123 reviews"],
    [12345, "12345 reviews"],
    [3.7, "3 reviews"],
    [-4, "0 reviews"],
    [Number.NaN, "0 reviews"],
    [null, "0 reviews"],
    [undefined, "0 reviews"],
  ])("%s → %s", (count, text) => {
    expect(reviewCountText(count)).toBe(text);
    expect(starDisplay(4.5, count).countText).toBe(text);
  });
});

describe("review summary '{rating} ({count} reviews)'", () => {
  it.each<[number | null | undefined, number | null | undefined, string]>([
    [4.6, 128, "4.6 (128 reviews)"],
    [4.55, 20, "4.6 (20 reviews)"],
    [5, 1, "5.0 (1 reviews)"],
    [4, 0, "4.0 (0 reviews)"],
    [undefined, undefined, "0.0 (0 reviews)"],
  ])("%s, %s → %s", (rating, count, text) => {
    expect(reviewSummary(rating, count)).toBe(text);
  });
});
