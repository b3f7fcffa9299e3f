// The car API port (spec point 7, "Vehicle and catalogue"): one interface, two adapters — the local
// stock under sites/ (embedded default) and the dealer platform's HTTP API (at scale).
// Every call answers null where the spec's client "yields false": no such thing, or the fetch failed
// (logged). A page treats both as "nothing to show". getCar alone tells the two apart: a car page
// must not answer 404 (and lose its place in search engines) because the API is down.
import { z } from "zod";
import type { Car, Site } from "../sites/schema";

/** Bookable times on one day at one location ("service slots", "test-drive times"). */
export const bookingDaySchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  location_id: z.number().int().nonnegative().nullable().default(null),
  times: z.array(z.string().regex(/^\d{2}:\d{2}$/)),
});
export type BookingDay = z.infer<typeof bookingDaySchema>;

/** Which site is asking: the upstream API scopes by website id, the local stock by the site's dealerships. */
export type CarApiSite = Pick<Site, "id" | "slug">;

export interface CarApi {
  readonly kind: "local" | "upstream";
  /**
   * A car by slug (the caller has already checked the slug rule); null when there is no such car.
   * Throws CarApiUnavailableError when the API failed and no good copy of the car is kept.
   */
  getCar(site: CarApiSite, slug: string): Promise<Car | null>;
  serviceSlots(dealershipId: number): Promise<BookingDay[] | null>;
  testDriveSlots(dealershipId: number): Promise<BookingDay[] | null>;
  close?(): Promise<void>;
}

/** The car API failed (down, hanging past its deadline, a 5xx) and no good copy is kept. */
export class CarApiUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "CarApiUnavailableError";
  }
  /** By name, not instanceof: the server and the Remix build each load their own copy of this module. */
  static is(error: unknown): error is CarApiUnavailableError {
    return error instanceof Error && error.name === "CarApiUnavailableError";
  }
}

/** One deadline over all tries of a car API call: a page never waits longer for the API. */
export const CAR_API_DEADLINE_MS = 3_000;
/** Each try's own timeout, so a hanging first try leaves time for a second. */
export const CAR_API_TRY_TIMEOUT_MS = 1_250;
/** How many cars' last good copies the upstream adapter keeps, over all sites. */
export const LAST_GOOD_CARS = 5_000;

/** "Retry count for data fetches 2". */
export const CAR_API_RETRIES = 2;
