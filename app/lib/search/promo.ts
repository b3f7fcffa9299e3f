// Promo cards among the results (spec point 3 "Promo card: start, expiry, position, display,
// strictDisplay, node"; point 9 "position default 30 (9 for the group)").
//
// A card's position is its 1-based place in the whole result list: position 9 sits after the 8th
// car, on whichever page holds that place. A card shows when display is on and now is within
// [start, expiry). When the results stop short of its position it shows after the last car,
// unless strictDisplay is set: then it shows only where it belongs.

export interface PromoCardLike {
  start?: string;
  expiry?: string;
  position?: number;
  display: boolean;
  strictDisplay: boolean;
}

export type ResultItem<Car, Promo> = { type: "car"; car: Car } | { type: "promo"; promo: Promo; position: number };

export function isPromoLive(promo: PromoCardLike, now: Date): boolean {
  if (!promo.display) return false;
  const t = now.getTime();
  if (promo.start && !(Date.parse(promo.start) <= t)) return false;
  if (promo.expiry && !(t < Date.parse(promo.expiry))) return false;
  return true;
}

/** The page's cars with the live promo cards placed among them. */
export function placePromos<Car, Promo extends PromoCardLike>(
  cars: readonly Car[],
  promos: readonly Promo[],
  opts: { now: Date; offset: number; count: number; defaultPosition: number },
): ResultItem<Car, Promo>[] {
  const { offset, count } = opts;
  const before = new Map<number, Promo[]>(); // cars on this page before the promo → promos
  const isLastPage = offset + cars.length >= count;
  for (const promo of promos) {
    if (count === 0 || !isPromoLive(promo, opts.now)) continue;
    const position = promo.position ?? opts.defaultPosition;
    let carsBefore = position - 1; // in the whole list
    if (carsBefore > count) {
      if (promo.strictDisplay) continue;
      carsBefore = count; // after the last car
    }
    const onPage = carsBefore - offset;
    const fits = onPage >= 0 && (onPage < cars.length || (onPage === cars.length && isLastPage));
    if (!fits) continue;
    const list = before.get(onPage) ?? [];
    list.push(promo);
    before.set(onPage, list);
  }
  const items: ResultItem<Car, Promo>[] = [];
  const put = (i: number) => {
    for (const promo of before.get(i) ?? []) items.push({ type: "promo", promo, position: offset + i + 1 });
  };
  cars.forEach((car, i) => {
    put(i);
    items.push({ type: "car", car });
  });
  put(cars.length);
  return items;
}
