// The daily garage alert (issue 15, beyond the spec): new cars matching a saved search and price
// drops on watched cars, computed from the stock now against the snapshot kept at the last alert,
// so a change is told once. Pure: the job (alert-job.ts) reads and writes both.

export interface AlertSnapshot {
  searches: { id: string; seen: number[] }[];
  watched: { carId: number; price: number | null }[];
}

export interface AlertCar {
  id: number;
  name: string;
  slug: string;
  price: number | null;
}

export interface AlertStock {
  searches: { id: string; label: string; search: string; cars: AlertCar[] }[];
  /** Each watched car as it is now; null when it has left stock. */
  watched: { carId: number; car: AlertCar | null; sold: boolean }[];
}

export interface Alert {
  newCars: { searchId: string; label: string; search: string; cars: AlertCar[] }[];
  priceDrops: { car: AlertCar; was: number; now: number }[];
  /** What to keep for next time: every car seen, every price now. */
  next: AlertSnapshot;
}

/** The most car ids remembered per search (newest matches win). */
export const SEEN_LIMIT = 1000;

export function computeAlert(snapshot: AlertSnapshot, stock: AlertStock): Alert {
  const seenBy = new Map(snapshot.searches.map((s) => [s.id, new Set(s.seen)]));
  const priceBy = new Map(snapshot.watched.map((w) => [w.carId, w.price]));
  const newCars: Alert["newCars"] = [];
  const nextSearches: AlertSnapshot["searches"] = [];
  for (const s of stock.searches) {
    const seen = seenBy.get(s.id) ?? new Set<number>();
    const fresh = s.cars.filter((c) => !seen.has(c.id));
    if (fresh.length) newCars.push({ searchId: s.id, label: s.label, search: s.search, cars: fresh });
    nextSearches.push({ id: s.id, seen: [...new Set([...s.cars.map((c) => c.id), ...seen])].slice(0, SEEN_LIMIT) });
  }
  const priceDrops: Alert["priceDrops"] = [];
  const nextWatched: AlertSnapshot["watched"] = [];
  for (const w of stock.watched) {
    const was = priceBy.get(w.carId) ?? null;
    const now = w.car && !w.sold ? w.car.price : null;
    if (w.car && was !== null && now !== null && now > 0 && now < was) priceDrops.push({ car: w.car, was, now });
    // A car without a price now keeps the last one, so a price coming back lower is still a drop.
    nextWatched.push({ carId: w.carId, price: now ?? was });
  }
  return { newCars, priceDrops, next: { searches: nextSearches, watched: nextWatched } };
}

export const hasNews = (alert: Alert) => alert.newCars.length > 0 || alert.priceDrops.length > 0;
