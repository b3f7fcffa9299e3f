// The embedded geocoder: postcodes from the tables shipped with the project (Australia, the US). No network.
import { SHIPPED_COUNTRIES, postcodeTable, type PostcodeTable } from "./postcode-tables";
import type { Country, Geocoder } from "./port";

export function createEmbeddedGeocoder(tables: Partial<Record<Country, PostcodeTable>> = {}): Geocoder {
  const tableOf = (country: Country) => tables[country] ?? postcodeTable(country);
  return {
    name: "embedded",
    supports: (country) => country in tables || SHIPPED_COUNTRIES.includes(country),
    async geocodePostcode(postcode, country) {
      const hit = tableOf(country)?.get(postcode.trim());
      return hit ? { status: "found", point: { lat: hit.lat, lng: hit.lng }, place: hit.place } : { status: "not-found" };
    },
  };
}
