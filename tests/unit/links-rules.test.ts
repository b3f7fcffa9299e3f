// Issue 17's link rules: the favourites cookie's value (bounded, validated on read), when Request
// Photos shows (under FEW_PHOTOS), when a reservation becomes the Reserve Car form.
import { describe, expect, it } from "vitest";
import { MAX_FAVOURITES, readFavouriteIds, withFavouriteId, writeFavouriteIds } from "~/lib/favourites";
import { FEW_PHOTOS, requestPhotosLabel, reserveEnquiryHref } from "~/lib/vehicle-actions";
import { reservableByEnquiry, type ReserveReason } from "~/lib/reservability";

describe("the favourites cookie", () => {
  it("round-trips ids, newest first, one copy each", () => {
    expect(readFavouriteIds(writeFavouriteIds([3, 1, 2]))).toEqual([3, 1, 2]);
    expect(withFavouriteId([3, 1, 2], 1, true)).toEqual([1, 3, 2]);
    expect(withFavouriteId([3, 1, 2], 1, false)).toEqual([3, 2]);
    expect(withFavouriteId([], 7, false)).toEqual([]);
    expect(readFavouriteIds("5.5.6")).toEqual([5, 6]);
  });

  it(`keeps at most ${MAX_FAVOURITES}: at, under and over the bound`, () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => 100_000_000 + i);
    expect(readFavouriteIds(writeFavouriteIds(ids(MAX_FAVOURITES - 1)))).toHaveLength(MAX_FAVOURITES - 1);
    expect(readFavouriteIds(writeFavouriteIds(ids(MAX_FAVOURITES)))).toHaveLength(MAX_FAVOURITES);
    expect(writeFavouriteIds(ids(MAX_FAVOURITES + 1))).toBe(writeFavouriteIds(ids(MAX_FAVOURITES)));
    expect(withFavouriteId(ids(MAX_FAVOURITES), 1, true)).toHaveLength(MAX_FAVOURITES);
    expect(writeFavouriteIds(ids(MAX_FAVOURITES)).length).toBeLessThan(2_000);
  });

  it.each([null, undefined, "", "abc", "1,2", "1..2", ".1", "1.", "-1", "0", "1e3", "__proto__", "1\u00002", "9".repeat(10), `${"1.".repeat(200)}1`])(
    "reads %j as no favourites (or only its valid ids)",
    (value) => {
      expect(readFavouriteIds(value)).toEqual([]);
    },
  );

  it("writes only whole ids in range", () => {
    expect(writeFavouriteIds([1, -1, 0, 1.5, Number.NaN, 1e9, 2])).toBe("1.2");
  });
});

describe("Request Photos", () => {
  it.each([
    [0, true],
    [FEW_PHOTOS - 1, true],
    [FEW_PHOTOS, false],
    [FEW_PHOTOS + 1, false],
  ])("a car with %i photos offers it: %s", (count, offered) => {
    const car = { images: Array.from({ length: count }, () => ({ url: "/a.jpg", thumb: { url: "/a.jpg" } })) };
    expect(requestPhotosLabel(car, false)).toBe(offered ? "Request Photos" : null);
    expect(requestPhotosLabel(car, true)).toBeNull(); // a sold car never
  });
});

describe("the Reserve Car form instead of the checkout", () => {
  const not = (...reasons: ReserveReason[]) => ({ reservable: false as const, reasons });
  it.each([
    [not("site-not-allowed"), true],
    [not("no-payment-processor"), true],
    [not("site-not-allowed", "no-authorization-key"), true],
    [not("test-key-ignored"), true],
    [not("site-not-allowed", "reserved"), false],
    [not("sold"), false],
    [not("not-in-stock"), false],
    [not("test-drive-only"), false],
    [not("price-not-above-200"), false],
    [not("reservable-false"), false],
    [{ reservable: true as const, processor: null }, false],
  ])("%j: %s", (result, byEnquiry) => {
    expect(reservableByEnquiry(result)).toBe(byEnquiry);
  });

  it("links the form about the car", () => {
    expect(reserveEnquiryHref({ slug: "a b" })).toBe("/enquire?form=reserve-car&car_id=a%20b");
  });
});
