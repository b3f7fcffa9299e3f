// The maps-service geocoder of spec point 7: GET with components postal_code and country, reading
// results[0].geometry.location lat and lng. A timeout per try, up to 2 retries on failures that may
// pass, an injectable fetch and sleep for tests, and answers cached (postcodes do not move).
import type { Country, GeocodeResult, Geocoder } from "./port";

export const MAPS_GEOCODE_URL = "https://maps.googleapis.com/maps/api/geocode/json";

export interface MapsServiceOptions {
  apiKey: string;
  baseUrl?: string;
  timeoutMs?: number;
  /** Further tries after the first ("retried up to 2 more times"). */
  retries?: number;
  fetch?: typeof globalThis.fetch;
  sleep?: (ms: number) => Promise<void>;
  cacheSize?: number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface GeocodeReply {
  status?: unknown;
  error_message?: unknown;
  results?: Array<{ geometry?: { location?: { lat?: unknown; lng?: unknown } }; formatted_address?: unknown }>;
}

// A failure the next try may not repeat: the network, a 5xx or 429, or the service's own 'try again'.
class Retryable extends Error {}

export function createMapsServiceGeocoder({
  apiKey,
  baseUrl = MAPS_GEOCODE_URL,
  timeoutMs = 3000,
  retries = 2,
  fetch = globalThis.fetch,
  sleep = wait,
  cacheSize = 500,
}: MapsServiceOptions): Geocoder {
  const cache = new Map<string, GeocodeResult>();

  async function once(url: string): Promise<GeocodeResult> {
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: "application/json" } });
    } catch (error) {
      throw new Retryable(`maps geocoding request failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    if (response.status >= 500 || response.status === 429) throw new Retryable(`maps geocoding answered ${response.status}`);
    if (!response.ok) return { status: "unavailable", reason: `maps geocoding answered ${response.status}` };
    let body: GeocodeReply;
    try {
      body = (await response.json()) as GeocodeReply;
    } catch (error) {
      throw new Retryable("maps geocoding sent a reply that is not JSON", { cause: error });
    }
    if (body.status === "ZERO_RESULTS") return { status: "not-found" };
    if (body.status === "UNKNOWN_ERROR") throw new Retryable("maps geocoding: UNKNOWN_ERROR");
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

  return {
    name: "maps-service",
    supports: () => true,
    async geocodePostcode(postcode: string, country: Country): Promise<GeocodeResult> {
      const key = `${country}:${postcode}`;
      const cached = cache.get(key);
      if (cached) return cached;
      const params = new URLSearchParams({ components: `postal_code:${postcode}|country:${country}`, key: apiKey });
      const url = `${baseUrl}?${params}`;
      let result: GeocodeResult | null = null;
      let lastError = "";
      for (let attempt = 0; attempt <= retries && !result; attempt++) {
        if (attempt > 0) await sleep(200 * attempt);
        try {
          result = await once(url);
        } catch (error) {
          if (!(error instanceof Retryable)) throw error;
          lastError = error.message;
        }
      }
      result ??= { status: "unavailable", reason: lastError };
      if (result.status !== "unavailable") {
        cache.set(key, result);
        if (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
      }
      return result;
    },
  };
}
