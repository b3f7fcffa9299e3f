// Which cars a site lists at all (the search's base filter, spec point 7): available, or sold within
// the retention window, and shown on dealer websites.
import type { Car } from "../../server/sites/schema";
import { DEFAULT_INCLUDE_SOLD_CARS_DAYS, isAvailable, isWithinSoldRetention } from "./car-tags";

export function isListed(
  car: Pick<Car, "status" | "sold" | "sold_date_timestamp" | "show_on_dealer_website">,
  now: Date,
  includeSoldCarsDays: number = DEFAULT_INCLUDE_SOLD_CARS_DAYS,
): boolean {
  return car.show_on_dealer_website && (isAvailable(car) || isWithinSoldRetention(car, now, includeSoldCarsDays));
}
