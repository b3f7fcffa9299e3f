// Favourites (spec point 3 "Favourite entry (local storage, per site): id, name, slug, make, model,
// primary_image_url"; point 4 "Favourites toggle between added and removed"; point 9 "Favourite
// storage key ... per site"). Pure rules; the star button does the storing.

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

const MAX_FAVOURITES = 200;

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
