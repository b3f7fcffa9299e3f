// A car card's view as a site shows it (issue 18): made from the stock record, kept per record. A
// search page makes 21 views a request and a vehicle page 6, from records that change only when the
// stock does (a new record then). A view depends on the record, the site, the vehicle path and, only
// through the 'just arrived' tag, on the time: a kept view serves while the first three are the same
// and the car is still (or still not) just arrived. A car held by a reservation is a new record on
// every request (withHold), so its view is made afresh and the hold shows at once.
import type { SiteEntry } from "../../server/sites/registry";
import type { Car, Site } from "../../server/sites/schema";
import { carCardView, starCar, type CarCardView } from "~/lib/car-card";
import { isJustArrived } from "~/lib/car-tags";
import { withHold, type HeldCarIds } from "~/lib/held-cars";
import { vehiclePath } from "./layout.server";
import { createHash } from "node:crypto";

interface Kept {
  site: Site;
  path: string;
  justArrived: boolean;
  view: CarCardView;
}

const kept = new WeakMap<Car, Kept>();
const digests = new WeakMap<CarCardView, string>();
const starJsons = new WeakMap<CarCardView, string>();

/** The card of `car` on the entry's site at `now`, reserved where `held` holds it. Frozen: it is shared. */
export function cardView(entry: SiteEntry, car: Car, now: Date, held: HeldCarIds): CarCardView {
  const shown = withHold(car, held);
  const { site } = entry;
  const path = vehiclePath(entry);
  const justArrived = isJustArrived(shown, now, site.specifications.just_arrived_days);
  const found = kept.get(shown);
  if (found && found.site === site && found.path === path && found.justArrived === justArrived) return found.view;
  const view = Object.freeze(carCardView(shown, site, now, path));
  kept.set(shown, { site, path, justArrived, view });
  return view;
}

/**
 * A digest of the view's JSON, made once per view: a search's results key hashes its cards' digests
 * (21 short strings) rather than their 18 kB of JSON on every request.
 */
export function cardViewDigest(view: CarCardView): string {
  let digest = digests.get(view);
  if (digest === undefined) {
    digest = createHash("sha256").update(JSON.stringify(view)).digest("base64url");
    digests.set(view, digest);
  }
  return digest;
}

/** The JSON of the view's star (starCar), made once per view: a search document sends 21 of them. */
export function starJson(view: CarCardView): string {
  let json = starJsons.get(view);
  if (json === undefined) {
    json = JSON.stringify(starCar(view));
    starJsons.set(view, json);
  }
  return json;
}

const perCar = new WeakMap<Car, Map<string, { entry: SiteEntry; value: unknown }>>();

/**
 * `make()`'s answer for this car record on this site, kept per record as card views are. Only for what
 * depends on nothing else than the record, the site and `key` (a vehicle page's JSON-LD and meta
 * description, per origin): never the time or the request. A held car is a new record per request
 * (withHold), so its answers are made afresh.
 */
export function keptForCar<T>(car: Car, entry: SiteEntry, key: string, make: () => T): T {
  let byKey = perCar.get(car);
  if (!byKey) perCar.set(car, (byKey = new Map()));
  const found = byKey.get(key);
  if (found && found.entry === entry) return found.value as T;
  const value = make();
  byKey.set(key, { entry, value });
  return value;
}
