// Picks the geocoder for this process: the maps service (falling back to the embedded table when it
// cannot answer) when MAPS_API_KEY is set, else the embedded table alone.
import { createEmbeddedGeocoder } from "./embedded";
import { createMapsServiceGeocoder } from "./maps-service";
import { withFallback, type Geocoder } from "./port";

export type { Country, GeocodeResult, Geocoder, Point } from "./port";

export function createGeocoder(env: { MAPS_API_KEY?: string }): Geocoder {
  const embedded = createEmbeddedGeocoder();
  const key = env.MAPS_API_KEY?.trim();
  return key ? withFallback(createMapsServiceGeocoder({ apiKey: key }), embedded) : embedded;
}
