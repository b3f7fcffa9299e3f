// The geocoding port: a postcode and a country in, a point (or why not) out. The nearest-location
// box uses it; adapters: the maps service (spec point 7) and an embedded postcode table.
export type Country = "AU" | "NZ" | "US";

export interface Point {
  lat: number;
  lng: number;
}

export type GeocodeResult =
  | { status: "found"; point: Point; place?: string }
  /** The service answered and knows no such postcode: the visitor sees 'Invalid postcode'. */
  | { status: "not-found" }
  /** The service could not answer (network, quota, bad key): not the visitor's fault. */
  | { status: "unavailable"; reason: string };

export interface Geocoder {
  readonly name: string;
  /** Whether this geocoder can place postcodes of this country at all. */
  supports(country: Country): boolean;
  geocodePostcode(postcode: string, country: Country): Promise<GeocodeResult>;
}

/** The first geocoder, and the second when the first cannot answer or does not serve the country. */
export function withFallback(primary: Geocoder, fallback: Geocoder): Geocoder {
  return {
    name: `${primary.name}+${fallback.name}`,
    supports: (country) => primary.supports(country) || fallback.supports(country),
    async geocodePostcode(postcode, country) {
      if (primary.supports(country)) {
        const result = await primary.geocodePostcode(postcode, country);
        if (result.status !== "unavailable" || !fallback.supports(country)) return result;
      }
      return fallback.geocodePostcode(postcode, country);
    },
  };
}
