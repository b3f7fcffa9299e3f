// The one place page models ask which of a site's cars are held by a live reservation.
import type { Services } from "../../server/context";
import type { SiteEntry } from "../../server/sites/registry";
import type { HeldCarIds } from "~/lib/held-cars";

export const NO_HOLDS: HeldCarIds = new Set();

/** The group's current holds, read once per request (the service caches them in memory). */
export function heldCars(entry: SiteEntry, services: Pick<Services, "reservations">): HeldCarIds {
  return services.reservations.heldCarIds(entry.group.group.slug);
}
