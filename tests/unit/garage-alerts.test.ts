import { describe, expect, it } from "vitest";
import { computeAlert, hasNews, type AlertCar, type AlertSnapshot } from "../../server/garage/alerts";

const car = (id: number, price: number | null = 30_000): AlertCar => ({ id, name: `Car ${id}`, slug: `car-${id}`, price });

describe("computeAlert", () => {
  const snapshot: AlertSnapshot = { searches: [{ id: "s1", seen: [1, 2] }], watched: [{ carId: 7, price: 40_000 }] };

  it("names the cars a search finds that it had not seen, and a watched car's lower price", () => {
    const alert = computeAlert(snapshot, {
      searches: [{ id: "s1", label: "Toyota", search: "/search/toyota", cars: [car(1), car(2), car(3)] }],
      watched: [{ carId: 7, car: car(7, 38_500), sold: false }],
    });
    expect(alert.newCars).toEqual([{ searchId: "s1", label: "Toyota", search: "/search/toyota", cars: [car(3)] }]);
    expect(alert.priceDrops).toEqual([{ car: car(7, 38_500), was: 40_000, now: 38_500 }]);
    expect(alert.next).toEqual({ searches: [{ id: "s1", seen: [1, 2, 3] }], watched: [{ carId: 7, price: 38_500 }] });
  });

  it("never tells the same change twice: the next run against its own snapshot is empty", () => {
    const stock = { searches: [{ id: "s1", label: "T", search: "/s", cars: [car(1), car(3)] }], watched: [{ carId: 7, car: car(7, 38_500), sold: false }] };
    const first = computeAlert(snapshot, stock);
    expect(hasNews(first)).toBe(true);
    expect(hasNews(computeAlert(first.next, stock))).toBe(false);
  });

  it("an equal or higher price, a sold car, or a car without a price is no drop; a price back lower is", () => {
    const same = computeAlert(snapshot, { searches: [], watched: [{ carId: 7, car: car(7, 40_000), sold: false }] });
    expect(same.priceDrops).toEqual([]);
    const sold = computeAlert(snapshot, { searches: [], watched: [{ carId: 7, car: car(7, 1), sold: true }] });
    expect(sold.priceDrops).toEqual([]);
    const noPrice = computeAlert(snapshot, { searches: [], watched: [{ carId: 7, car: car(7, null), sold: false }] });
    expect(noPrice.next.watched).toEqual([{ carId: 7, price: 40_000 }]);
    const back = computeAlert(noPrice.next, { searches: [], watched: [{ carId: 7, car: car(7, 39_999), sold: false }] });
    expect(back.priceDrops.map((d) => d.now)).toEqual([39_999]);
  });
});
