// The favourites as the star sees them with JavaScript: the cookie's ids decide what is saved (the
// server and the form without JavaScript read and write the same cookie); local storage keeps the
// spec's entries of the same cars. A browser from before the cookie starts it from local storage.
import { FAVOURITES_COOKIE, MAX_FAVOURITES, favouritesCookieAttributes, favouritesKey, readFavouriteIds, readFavourites, withFavouriteId, writeFavouriteIds, type FavouriteEntry } from "~/lib/favourites";
import { localStore } from "~/lib/browser-storage";

/** Sent on every change, so every star on the page redraws. */
export const FAVOURITES_CHANGED = "favourites-changed";

function cookieValue(): string | null {
  const pair = document.cookie.split("; ").find((c) => c.startsWith(`${FAVOURITES_COOKIE}=`));
  return pair === undefined ? null : pair.slice(FAVOURITES_COOKIE.length + 1);
}

function writeCookie(ids: readonly number[]): void {
  document.cookie = `${FAVOURITES_COOKIE}=${writeFavouriteIds(ids)}; ${favouritesCookieAttributes(location.protocol === "https:")}`;
}

/** The saved car ids, newest first. */
export function favouriteIdsNow(site: string): number[] {
  const key = favouritesKey(site);
  const entries = readFavourites(localStore.read(key));
  const value = cookieValue();
  if (value === null) {
    const ids = entries.map((f) => f.id);
    if (ids.length) writeCookie(ids);
    return ids;
  }
  // A car removed without JavaScript (the /favourites page) leaves local storage too.
  const ids = readFavouriteIds(value);
  if (entries.some((f) => !ids.includes(f.id))) localStore.writeJson(key, entries.filter((f) => ids.includes(f.id)));
  return ids;
}

/** Saves or removes one car in both places; false when neither could keep it. */
export function setFavourite(site: string, entry: FavouriteEntry, saved: boolean): boolean {
  const key = favouritesKey(site);
  writeCookie(withFavouriteId(favouriteIdsNow(site), entry.id, saved));
  const list = readFavourites(localStore.read(key)).filter((f) => f.id !== entry.id);
  const stored = localStore.writeJson(key, saved ? [entry, ...list].slice(0, MAX_FAVOURITES) : list);
  const kept = cookieValue() !== null || stored;
  window.dispatchEvent(new Event(FAVOURITES_CHANGED));
  return kept;
}
