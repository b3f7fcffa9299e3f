// Which of the spec's page types (point 2, "Page-type list for analytics") a page is, from its
// path. A vehicle page's type needs the car (new and demo cars are 'New Vehicle Details'), so the
// path alone answers with the car's slug and the caller looks the car up.
import { routeSegments } from "../route-path";
import { searchPageAt } from "../../route-table";
import { VEHICLE_PATHS } from "../vehicle-paths";
import type { PageType } from "./event-ids";

export type PageTypeMatch = { type: PageType } | { vehicleSlug: string };

// First segments (after an optional /pages prefix) by page type; anything else is About/Information.
const BY_FIRST_SEGMENT: Record<string, PageType> = {
  fleet: "Fleet",
  service: "Service",
  "book-a-service": "Service",
  "why-service-with-us": "Service",
  aftermarket: "Service",
  "parts-enquiry": "Parts and Accessories",
  "vehicle-parts-and-accessories": "Parts and Accessories",
  finance: "Finance",
  "finance-enquiry": "Finance",
  "apply-for-finance": "Finance",
  "finance-pre-approval": "Finance",
  insurance: "Insurance",
  // Owning, valuing and selling a car, and the garage account.
  "trade-in": "Ownership Information",
  valuations: "Ownership Information",
  "sell-my-car": "Ownership Information",
  "my-garage": "Ownership Information",
  warranty: "Ownership Information",
  "roadside-assistance": "Ownership Information",
  contact: "Contact",
  "contact-us": "Contact",
  "our-locations": "Contact",
  "our-location": "Contact",
  "book-test-drive": "Contact",
  enquire: "Contact",
  success: "Contact",
};

/** The page type of a page path (a query may name the car: /checkout-journey?car_id={slug}). */
export function pageTypeOf(pathname: string, search = ""): PageTypeMatch {
  const segments = routeSegments(pathname);
  if (segments.length === 0) return { type: "Home" };
  if (segments[0] === "parts" && segments[1] === "search") return { type: "Parts and Accessories" };
  const listing = searchPageAt(pathname);
  if (listing) {
    if (listing.route.kind === "offers") return { type: "Special Offers" };
    return { type: "Vehicle Inventory Listing" };
  }
  const [first, second] = segments;
  // /cars/{slug} and its checkout pages; /cars/trade-in is the trade-in form, not a car.
  if ((VEHICLE_PATHS as readonly string[]).includes(`/${first}`) && second && second !== "trade-in") return { vehicleSlug: second };
  if (first === "checkout-journey") {
    const slug = new URLSearchParams(search).get("car_id");
    if (slug) return { vehicleSlug: slug };
  }
  if (first === "forms" && second === "insurance") return { type: "Insurance" };
  const page = (first === "pages" || first === "cars") && second ? second : first;
  return { type: BY_FIRST_SEGMENT[page] ?? "About/Information" };
}

/** "New Vehicle Details" for new and demo cars, "Used Vehicle Details" for used ones. */
export const vehiclePageType = (carType: string): PageType => (carType === "used" ? "Used Vehicle Details" : "New Vehicle Details");
