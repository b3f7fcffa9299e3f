// The embedded geocoder's tables: every Australian postcode and every US ZIP code with an
// approximate centre, derived at install by scripts/generate-postcodes.mjs from two pinned npm packages
// (sources, licences and versions are named there and in docs/decisions/2026-11-27-locale.md).
// Read from disk on first use, server only: the US table is 1.5 MB, which no page ever sends.
// No New Zealand table is shipped: NZ sites say so and offer the list of locations.
import { readFileSync } from "node:fs";
import type { Country } from "./port";

export interface PostcodeCentre {
  lat: number;
  lng: number;
  place: string;
}

export type PostcodeTable = ReadonlyMap<string, PostcodeCentre>;

// Beside this module in the source tree, beside build/server.js once built (scripts/build-server.mjs copies it).
const TABLES_DIR = new URL("./postcodes/", import.meta.url);
const FILES: Partial<Record<Country, string>> = { AU: "au.tsv", US: "us.tsv" };
const loaded = new Map<Country, PostcodeTable>();

/** The countries with a shipped table. */
export const SHIPPED_COUNTRIES = Object.keys(FILES) as Country[];

/** One line per postcode: postcode, latitude, longitude, place (tab separated). */
export function parsePostcodeTable(text: string): PostcodeTable {
  const table = new Map<string, PostcodeCentre>();
  for (const line of text.split("\n")) {
    const [postcode, lat, lng, place] = line.split("\t");
    if (postcode && place) table.set(postcode, { lat: Number(lat), lng: Number(lng), place });
  }
  return table;
}

/** The shipped table of a country, or null when none is shipped. */
export function postcodeTable(country: Country): PostcodeTable | null {
  const file = FILES[country];
  if (!file) return null;
  let table = loaded.get(country);
  if (!table) {
    table = parsePostcodeTable(readFileSync(new URL(file, TABLES_DIR), "utf8"));
    loaded.set(country, table);
  }
  return table;
}
