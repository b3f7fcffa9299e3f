// The maps-service geocoder of spec point 7: GET with components postal_code and country, reading
// results[0].geometry.location lat and lng. A timeout per try, up to 2 retries on failures that may
// pass, an injectable fetch and sleep for tests, and answers cached (postcodes do not move).
import { LRUCache } from "lru-cache";
import { CallError, RetryableError, fetchWithRetries, type Sleep } from "../http/fetch";
import type { Country, GeocodeResult, Geocoder } from "./port";

export const MAPS_GEOCODE_URL = "https://maps.googleapis.com/maps/api/geocode/json";

export interface MapsServiceOptions {
  apiKey: string;
  baseUrl?: string;
  timeoutMs?: number;
  /** Further tries after the first ("retried up to 2 more times"). */
  retries?: number;
  fetch?: typeof globalThis.fetch;
  sleep?: Sleep;
  cacheSize?: number;
}

interface GeocodeReply {
  status?: unknown;
  error_message?: unknown;
  results?: Array<{ geometry?: { location?: { lat?: unknown; lng?: unknown } }; formatted_address?: unknown }>;
}

// One reply judged: an answer, or a RetryableError for a failure the next try may not repeat (a 5xx
// or 429, a reply that is not JSON, the service's own 'try again').
async function readReply(response: Response): Promise<GeocodeResult> {
  if (response.status >= 500 || response.status === 429) throw new RetryableError(`answered ${response.status}`);
  if (!response.ok) return { status: "unavailable", reason: `maps geocoding answered ${response.status}` };
  let body: GeocodeReply;
  try {
    body = (await response.json()) as GeocodeReply;
  } catch (error) {
    throw new RetryableError("sent a reply that is not JSON", { cause: error });
  }
  if (body.status === "ZERO_RESULTS") return { status: "not-found" };
  if (body.status === "UNKNOWN_ERROR") throw new RetryableError("UNKNOWN_ERROR");
  if (body.status !== "OK") {
    const detail = typeof body.error_message === "string" ? `: ${body.error_message}` : "";
    return { status: "unavailable", reason: `maps geocoding status ${String(body.status)}${detail}` };
  }
  const location = body.results?.[0]?.geometry?.location;
  const lat = Number(location?.lat);
  const lng = Number(location?.lng);
  if (!location || !Number.isFinite(lat) || !Number.isFinite(lng)) return { status: "not-found" };
  const place = body.results?.[0]?.formatted_address;
  return { status: "found", point: { lat, lng }, ...(typeof place === "string" ? { place } : {}) };
}

export function createMapsServiceGeocoder({
  apiKey,
  baseUrl = MAPS_GEOCODE_URL,
  timeoutMs = 3000,
  retries = 2,
  fetch,
  sleep,
  cacheSize = 500,
}: MapsServiceOptions): Geocoder {
  // Postcodes do not move: found and not-found answers are kept; "unavailable" is asked again.
  const cache = new LRUCache<string, GeocodeResult>({ max: cacheSize });

  return {
    name: "maps-service",
    supports: () => true,
    async geocodePostcode(postcode: string, country: Country): Promise<GeocodeResult> {
      const key = `${country}:${postcode}`;
      const cached = cache.get(key);
      if (cached) return cached;
      const params = new URLSearchParams({ components: `postal_code:${postcode}|country:${country}`, key: apiKey });
      const url = `${baseUrl}?${params}`;
      let result: GeocodeResult;
      try {
        result = await fetchWithRetries(url, { label: "maps geocoding", retries, timeoutMs, backoffMs: (retry) => 200 * retry, fetch, sleep }, readReply);
      } catch (error) {
        if (!(error instanceof CallError)) throw error;
        result = { status: "unavailable", reason: error.message };
      }
      if (result.status !== "unavailable") cache.set(key, result);
      return result;
    },
  };
}
