// The car API's upstream adapter: the dealer platform's HTTP API with the spec's path shapes
// (point 7), basic-auth credentials, up to 2 retries inside one deadline, 404 meaning "none", the
// last good copy of each car served while the API fails.
import { LRUCache } from "lru-cache";
import { z, type ZodType, type ZodTypeDef } from "zod";
import { carSchema, type Car } from "../sites/schema";
import {
  CAR_API_DEADLINE_MS,
  CAR_API_RETRIES,
  CAR_API_TRY_TIMEOUT_MS,
  CarApiUnavailableError,
  LAST_GOOD_CARS,
  bookingDaySchema,
  type BookingDay,
  type CarApi,
  type CarApiSite,
} from "./port";
import { CallError, fetchJson, realSleep, type Sleep } from "../http/fetch";

export interface UpstreamOptions {
  /** CAR_API_URL, e.g. https://api.dealer-platform.example */
  baseUrl: string;
  user?: string;
  password?: string;
  /** Each try's timeout (default 1,250 ms) and the deadline over all tries (default 3,000 ms). */
  timeoutMs?: number;
  deadlineMs?: number;
  retryBaseMs?: number;
  fetch?: typeof fetch;
  sleep?: Sleep;
  /** "Car or data fetch failure: console log". */
  log?: (message: string) => void;
  now?: () => number;
}

// The API may wrap a record ({car: {...}}) or send it bare; both are read.
const unwrap = (key: string) => (value: unknown) =>
  value && typeof value === "object" && key in value && typeof (value as Record<string, unknown>)[key] === "object"
    ? (value as Record<string, unknown>)[key]
    : value;

class DataError extends Error {
  constructor(issues: z.ZodIssue[]) {
    super(`unexpected answer: ${issues.slice(0, 3).map((i) => `${i.path.join(".") || "(body)"} ${i.message}`).join("; ")}`);
    this.name = "DataError";
  }
}

export function createUpstreamCarApi(options: UpstreamOptions): CarApi {
  const base = options.baseUrl.replace(/\/+$/, "");
  const log = options.log ?? ((message: string) => console.error(message));
  const now = options.now ?? Date.now;
  const headers: Record<string, string> = {};
  if (options.user || options.password) {
    headers.Authorization = `Basic ${Buffer.from(`${options.user ?? ""}:${options.password ?? ""}`).toString("base64")}`;
  }
  const seg = encodeURIComponent;

  /** One GET, validated: the record, null on 404 (no such record), or a CallError. */
  async function fetchRecord<T>(label: string, path: string, schema: ZodType<T, ZodTypeDef, unknown>, pick = (v: unknown) => v): Promise<T | null> {
    const url = base + path;
    try {
      const body = await fetchJson(url, {
        label: `car API ${label}`,
        headers,
        retries: CAR_API_RETRIES,
        timeoutMs: options.timeoutMs ?? CAR_API_TRY_TIMEOUT_MS,
        deadlineMs: options.deadlineMs ?? CAR_API_DEADLINE_MS,
        retryBaseMs: options.retryBaseMs,
        fetch: options.fetch,
        sleep: options.sleep ?? realSleep,
        now,
      });
      const parsed = schema.safeParse(pick(body));
      if (!parsed.success) throw new CallError({ label: `car API ${label}`, method: "GET", url, attempts: 1 }, new DataError(parsed.error.issues));
      return parsed.data;
    } catch (error) {
      if (error instanceof CallError && error.status === 404) return null;
      throw error;
    }
  }
  // A CallError names the call, method and URL itself.
  const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

  /** The same, with any failure logged and answered as null. */
  async function get<T>(label: string, path: string, schema: ZodType<T, ZodTypeDef, unknown>, pick = (v: unknown) => v): Promise<T | null> {
    try {
      return await fetchRecord(label, path, schema, pick);
    } catch (error) {
      log(describe(error));
      return null;
    }
  }

  // The last good copy of each car (per website and slug), served while the API fails.
  const lastGood = new LRUCache<string, Car>({ max: LAST_GOOD_CARS });

  return {
    kind: "upstream",
    async getCar(site: CarApiSite, slug: string): Promise<Car | null> {
      const key = `${site.id}/${slug}`;
      const path = `/websites/${seg(String(site.id))}/cars/${seg(slug)}.json`;
      try {
        const car = await fetchRecord("getCar", path, carSchema, unwrap("car"));
        if (car) lastGood.set(key, car);
        else lastGood.delete(key);
        return car;
      } catch (error) {
        const kept = lastGood.get(key);
        log(`${describe(error)}${kept ? ": serving the last good copy" : ""}`);
        if (kept) return kept;
        throw new CarApiUnavailableError(describe(error), { cause: error });
      }
    },
    serviceSlots(dealershipId: number): Promise<BookingDay[] | null> {
      return get("serviceSlots", `/dealerships/${seg(String(dealershipId))}/available_service_bookings.json`, z.array(bookingDaySchema));
    },
    testDriveSlots(dealershipId: number): Promise<BookingDay[] | null> {
      return get("testDriveSlots", `/dealerships/${seg(String(dealershipId))}/available_appointment_bookings.json`, z.array(bookingDaySchema));
    },
  };
}
