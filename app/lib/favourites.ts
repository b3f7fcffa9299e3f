// Favourites (spec point 3 "Favourite entry (local storage, per site): id, name, slug, make, model,
// primary_image_url"; point 4 "Favourites toggle between added and removed"; point 9 "Favourite
// storage key ... per site"). Pure rules; the star button does the storing.
//
// Which cars are favourites is one first-party cookie of car ids (a site is a host, so it is per
// site): the star's form writes it without JavaScript, the star writes it with JavaScript, and the
// /favourites page reads it. Local storage keeps the spec's entries of those cars alongside
// (docs/decisions/2026-11-27-favourites-cookie.md).

export interface FavouriteEntry {
  id: number;
  name: string;
  slug: string;
  make: string;
  model: string;
  primary_image_url: string | null;
}

/** Local storage key of a site's favourites. */
export function favouritesKey(siteSlug: string): string {
  return `favourites:${siteSlug}`;
}

/** The most favourites kept, in the cookie and in local storage (as a garage's watchlist). */
export const MAX_FAVOURITES = 200;

export const FAVOURITES_COOKIE = "favourites";
/** The page listing them, and the star's form target without JavaScript. */
export const FAVOURITES_PATH = "/favourites";
/** A year: favourites outlive a visit. */
export const FAVOURITES_MAX_AGE = 365 * 24 * 60 * 60;
// Ids joined by '.', newest first: 200 ids of 9 digits stay under 2,000 bytes, well inside a cookie.
const SEPARATOR = ".";
const COOKIE_VALUE = /^\d{1,9}(?:\.\d{1,9}){0,199}$/;

/** The ids in a favourites cookie value; anything else (tampered, oversized, absent) is none. */
export function readFavouriteIds(value: string | null | undefined): number[] {
  if (!value || value.length > 2_000 || !COOKIE_VALUE.test(value)) return [];
  return [...new Set(value.split(SEPARATOR).map(Number))].filter((id) => id > 0);
}

export function writeFavouriteIds(ids: readonly number[]): string {
  return [...new Set(ids)].filter((id) => Number.isSafeInteger(id) && id > 0 && id < 1e9).slice(0, MAX_FAVOURITES).join(SEPARATOR);
}

/** Added first (newest first) or removed; the same rule as the entries' toggle. */
export function withFavouriteId(ids: readonly number[], id: number, saved: boolean): number[] {
  const rest = ids.filter((i) => i !== id);
  return saved ? [id, ...rest].slice(0, MAX_FAVOURITES) : rest;
}

/** The attributes of the cookie, the same whether the server or the page writes it. */
export function favouritesCookieAttributes(secure: boolean): string {
  return `Path=/; Max-Age=${FAVOURITES_MAX_AGE}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

function isEntry(e: unknown): e is FavouriteEntry {
  if (!e || typeof e !== "object") return false;
  const f = e as Record<string, unknown>;
  return (
    typeof f.id === "number" &&
    typeof f.slug === "string" &&
    typeof f.name === "string" &&
    typeof f.make === "string" &&
    typeof f.model === "string" &&
    (f.primary_image_url === null || typeof f.primary_image_url === "string")
  );
}

export function readFavourites(raw: string | null | undefined): FavouriteEntry[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, MAX_FAVOURITES) : [];
  } catch {
    return [];
  }
}

export function isFavourite(list: readonly FavouriteEntry[], id: number): boolean {
  return list.some((f) => f.id === id);
}

/** Added when absent (newest first), removed when present. */
export function toggleFavourite(list: readonly FavouriteEntry[], entry: FavouriteEntry): FavouriteEntry[] {
  if (isFavourite(list, entry.id)) return list.filter((f) => f.id !== entry.id);
  return [entry, ...list].slice(0, MAX_FAVOURITES);
}
