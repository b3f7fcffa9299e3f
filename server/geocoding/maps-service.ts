// The maps-service geocoder of spec point 7: GET with components postal_code and country, reading
// results[0].geometry.location lat and lng. A timeout per try, up to 2 retries on failures that may
// pass, an injectable fetch and sleep for tests, and answers cached (postcodes do not move).
import { loadingCache } from "../cache";
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

// An answer not to keep: the service could not say.
class Unavailable extends Error {}

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
  // Postcodes do not move: found and not-found answers are kept, one request in flight per
  // postcode; "unavailable" is not kept, so the next visitor asks again.
  const lookups = loadingCache<GeocodeResult, string>({ max: cacheSize }, async (_key, url) => {
    let result: GeocodeResult;
    try {
      result = await fetchWithRetries(url, { label: "maps geocoding", retries, timeoutMs, backoffMs: (n) => 200 * n, fetch, sleep }, readReply);
    } catch (error) {
      throw error instanceof CallError ? new Unavailable(error.message) : error;
    }
    if (result.status === "unavailable") throw new Unavailable(result.reason);
    return result;
  });

  return {
    name: "maps-service",
    supports: () => true,
    async geocodePostcode(postcode: string, country: Country): Promise<GeocodeResult> {
      const params = new URLSearchParams({ components: `postal_code:${postcode}|country:${country}`, key: apiKey });
      try {
        return (await lookups(`${country}:${postcode}`, `${baseUrl}?${params}`))!;
      } catch (error) {
        if (error instanceof Unavailable) return { status: "unavailable", reason: error.message };
        throw error;
      }
    },
  };
}
