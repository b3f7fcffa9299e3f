// The RESERVED overlay (issue 10): a car held by a live reservation (paid, or pending payment) is
// shown as reserved everywhere — its tag, its availability, no Reserve links — as if the stock feed
// said so. Page models apply it where they read cars, so every rule downstream (card tag,
// reservability, JSON-LD) sees one answer, and a hold that ends shows the car reservable again.
import type { Car } from "../../server/sites/schema";

/** The car ids a group's live reservations hold (ReservationService.heldCarIds). */
export type HeldCarIds = ReadonlySet<string>;

export function isHeld(car: Pick<Car, "id">, held: HeldCarIds): boolean {
  return held.has(String(car.id));
}

/** The car as the site shows it: reserved when held; the same object otherwise. */
export function withHold<T extends Pick<Car, "id" | "reserved">>(car: T, held: HeldCarIds): T {
  return !car.reserved && isHeld(car, held) ? { ...car, reserved: true } : car;
}
