// The vehicle paths and the checkout paths under them: each a route (app/route-table.ts) served by
// one shared route module, which reads from the request which row it serves.
import type { CheckoutPath } from "./checkout-path";
import { routeSegments } from "./route-path";

export const VEHICLE_PATHS = ["/cars", "/motorcycles", "/campers"] as const;
export type VehicleBase = (typeof VEHICLE_PATHS)[number];

/** The checkout variants that live under a vehicle's path ('/cars/{slug}/checkout'). */
export const VEHICLE_CHECKOUT_PATHS = ["checkout", "buy-online"] as const satisfies readonly CheckoutPath[];
export type VehicleCheckoutPath = (typeof VEHICLE_CHECKOUT_PATHS)[number];

const isOne = <T extends string>(list: readonly T[], value: string | undefined): value is T => (list as readonly string[]).includes(value ?? "");

/** The vehicle path a request came under ('/Cars/x' → '/cars'), or null. */
export function vehicleBaseAt(pathname: string): VehicleBase | null {
  const base = `/${routeSegments(pathname)[0] ?? ""}`;
  return isOne(VEHICLE_PATHS, base) ? base : null;
}

/** The checkout variant a '/cars/{slug}/{variant}' request asked for, or null. */
export function vehicleCheckoutAt(pathname: string): VehicleCheckoutPath | null {
  const variant = routeSegments(pathname).at(-1);
  return isOne(VEHICLE_CHECKOUT_PATHS, variant) ? variant : null;
}
