// The /favourites page and the star's form without JavaScript: the favourites cookie (app/lib/
// favourites.ts) read into cards, and a posted add or remove written back to it.
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { parse } from "cookie";
import type { SiteEntry } from "../../server/sites/registry";
import type { Car } from "../../server/sites/schema";
import { readFormData } from "../../server/leads/body";
import { recordPostedAction } from "../../server/analytics/server-events";
import { FAVOURITES_COOKIE, FAVOURITES_PATH, favouritesCookieAttributes, readFavouriteIds, withFavouriteId, writeFavouriteIds } from "~/lib/favourites";
import { carTitle } from "~/lib/car-title";
import { isListed } from "~/lib/listing";
import { safeLocalPath } from "~/lib/safe-path";
import { cardView } from "./card-views.server";
import { heldCars } from "./held-cars.server";

/** The favourite car ids of a request's cookie, newest first; a bad cookie is none. */
export function favouriteIds(request: Request): number[] {
  try {
    return readFavouriteIds(parse(request.headers.get("cookie") ?? "")[FAVOURITES_COOKIE]);
  } catch {
    return []; // a header the cookie parser refuses
  }
}

/** The site's car with that id while it is listed; null for anything else. */
function listedCar(context: AppLoadContext, id: number, now: Date): Car | null {
  const entry: SiteEntry = context.site;
  const car = context.services.search.forSite(entry).byId(id);
  return car && isListed(car, now, entry.site.include_sold_cars_days) ? car : null;
}

const idParam = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

export function favouritesPage(context: AppLoadContext, request: Request) {
  const entry: SiteEntry = context.site;
  const now = new Date();
  const url = new URL(request.url);
  const ids = favouriteIds(request);
  const held = heldCars(entry, context.services);
  // A car sold past its retention or gone from stock drops out of the list (the cookie keeps its id until the next change).
  const cars = ids.map((id) => listedCar(context, id, now)).filter((car): car is Car => car !== null);
  const noticeCar = (param: string) => {
    const id = idParam(url.searchParams.get(param));
    const car = id === null ? null : listedCar(context, id, now);
    return car ? carTitle(car) : null;
  };
  const added = noticeCar("added");
  const removed = noticeCar("removed");
  return {
    cards: cars.map((car) => cardView(entry, car, now, held)),
    notice: added ? `${added} is saved to your favourites.` : removed ? `${removed} is no longer in your favourites.` : null,
    back: safeLocalPath(url.searchParams.get("back")),
    searchPath: entry.site.default_search_path,
  };
}

export type FavouritesPageData = ReturnType<typeof favouritesPage>;

/** intent=add|remove, car_id, return_to: writes the cookie and shows the list (post, redirect, get). */
export async function favouritesAction(context: AppLoadContext, request: Request) {
  const body = await readFormData(request);
  if (!body.ok) return data({ error: body.error }, { status: body.status });
  const form = body.value;
  const intent = form.get("intent");
  const id = idParam(typeof form.get("car_id") === "string" ? (form.get("car_id") as string) : null);
  if ((intent !== "add" && intent !== "remove") || id === null) return data({ error: "Choose a car to add or remove." }, { status: 400 });
  if (intent === "add" && !listedCar(context, id, new Date())) return data({ error: "That car is no longer in stock." }, { status: 404 });

  const ids = withFavouriteId(favouriteIds(request), id, intent === "add");
  if (intent === "add") recordPostedAction(context.services, context.site, request, "favourite");
  const back = safeLocalPath(form.get("return_to"));
  const query = new URLSearchParams({ [intent === "add" ? "added" : "removed"]: String(id), ...(back ? { back } : {}) });
  const secure = new URL(request.url).protocol === "https:";
  return redirect(`${FAVOURITES_PATH}?${query}`, {
    status: 303,
    headers: { "Set-Cookie": `${FAVOURITES_COOKIE}=${writeFavouriteIds(ids)}; ${favouritesCookieAttributes(secure)}` },
  });
}
