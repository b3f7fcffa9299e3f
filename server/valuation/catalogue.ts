// The cascading vehicle picker of the embedded lookup (issue 12): year, make, model and badge, each
// list narrowed by the choices before it. Built from the shipped catalogue (catalogue-data.ts) and
// the group's own stock, so every car a dealer has stocked can be picked, badge included.
import { slugify } from "../../app/lib/slug.mjs";
import { nameKey } from "../../app/lib/valuation/comparables";
import { newestYear, OLDEST_YEAR } from "../../app/lib/valuation/vehicle";
import type { SiteEntry } from "../sites/registry";
import type { Car } from "../sites/schema";
import { CATALOGUE, type CatalogueMake } from "./catalogue-data";
import type { VehicleCatalogue } from "./port";

/** One pickable vehicle and the model years it covers (`to` null: still sold). */
interface Pick {
  make: string;
  model: string;
  badge: string | null;
  from: number;
  to: number | null;
}

/**
 * The catalogue's stable code for a make, model or badge: slugs joined by '/', e.g.
 * 'toyota/hilux/sr5'. The same name always gives the same code, whichever list it came from,
 * so it can stand in a VehicleIdentity's `code` for a catalogue pick.
 */
export function catalogueCode(make: string, model?: string, badge?: string): string {
  return [make, model, badge].filter((part): part is string => !!part).map(slugify).join("/");
}

function shippedPicks(data: readonly CatalogueMake[]): Pick[] {
  return data.flatMap(({ make, from, to, models }) =>
    models.map((entry) => {
      const [model, modelFrom, modelTo] = typeof entry === "string" ? [entry] : entry;
      return { make, model, badge: null, from: modelFrom ?? from ?? OLDEST_YEAR, to: modelTo ?? to ?? null };
    }),
  );
}

const stockPicks = (cars: readonly Car[]): Pick[] =>
  cars
    .filter((car) => car.make.trim() && car.model.trim())
    .map((car) => ({ make: car.make.trim(), model: car.model.trim(), badge: car.badge.trim() || null, from: car.year, to: car.year }));

/** One name per nameKey, and the first spelling met is the one shown (the shipped table's comes first). */
function distinct(names: string[]): string[] {
  const byKey = new Map<string, string>();
  for (const name of names) if (!byKey.has(nameKey(name))) byKey.set(nameKey(name), name);
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base", numeric: true }));
}

/** A site's group stock (the search port's), whose makes and models the picker also offers. */
export type StockOf = (entry: SiteEntry) => readonly Car[];

export function createCatalogue(opts: { stockOf: StockOf; now?: () => Date; data?: readonly CatalogueMake[] }): VehicleCatalogue {
  const now = opts.now ?? (() => new Date());
  const shipped = shippedPicks(opts.data ?? CATALOGUE);
  // Per group stock (the array itself: a changed stock is a new array), built on first use.
  const byStock = new WeakMap<readonly Car[], Pick[]>();
  const yearsByStock = new WeakMap<readonly Car[], { newest: number; years: number[] }>();
  const picksOf = (entry: SiteEntry) => {
    const stock = opts.stockOf(entry);
    let picks = byStock.get(stock);
    if (!picks) {
      picks = [...shipped, ...stockPicks(stock)];
      byStock.set(stock, picks);
    }
    return picks;
  };
  const covers = (pick: Pick, year: number | undefined) => year === undefined || (pick.from <= year && year <= (pick.to ?? newestYear(now())));
  const same = (a: string, b: string) => nameKey(a) === nameKey(b);

  return {
    years(entry) {
      const newest = newestYear(now());
      const stock = opts.stockOf(entry);
      const cached = yearsByStock.get(stock);
      if (cached?.newest === newest) return [...cached.years];
      const years = new Set<number>();
      for (const pick of picksOf(entry)) {
        for (let y = Math.max(pick.from, OLDEST_YEAR); y <= Math.min(pick.to ?? newest, newest); y++) years.add(y);
      }
      const sorted = [...years].sort((a, b) => b - a); // newest first: most trade-ins are recent cars
      yearsByStock.set(stock, { newest, years: sorted });
      return [...sorted];
    },
    makes(entry, year) {
      return distinct(picksOf(entry).filter((p) => covers(p, year)).map((p) => p.make));
    },
    models(entry, make, year) {
      return distinct(picksOf(entry).filter((p) => same(p.make, make) && covers(p, year)).map((p) => p.model));
    },
    badges(entry, make, model, year) {
      const picks = picksOf(entry).filter((p) => p.badge && same(p.make, make) && same(p.model, model) && covers(p, year));
      return distinct(picks.map((p) => p.badge!));
    },
  };
}
