// The embedded geocoder: Australian postcodes from the table shipped with the project. No network.
import { AU_POSTCODES, type PostcodeCentre } from "./au-postcodes";
import type { Geocoder } from "./port";

export function createEmbeddedGeocoder(table: ReadonlyMap<string, PostcodeCentre> = AU_POSTCODES): Geocoder {
  return {
    name: "embedded",
    supports: (country) => country === "AU",
    async geocodePostcode(postcode, country) {
      const hit = country === "AU" ? table.get(postcode.trim()) : undefined;
      return hit ? { status: "found", point: { lat: hit.lat, lng: hit.lng }, place: hit.place } : { status: "not-found" };
    },
  };
}
