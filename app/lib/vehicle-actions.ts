// The vehicle page's action bar (spec point 2): enquire, test drive, car history report, finance,
// trade-in and Reserve Now; a sold car offers 'Find Me Something Similar' instead.
import type { Car, Site } from "../../server/sites/schema";
import { BOOKING_ENQUIRY_TEXT, FIND_SIMILAR_TEXT } from "./car-card";
import { swapWords } from "./locale";
import { checkoutHref, type CheckoutSite } from "./checkout-path";
import { FORM_DEFINITIONS } from "./forms/definitions";

export const FIND_SIMILAR_PATH = "find-similar";

export type VehicleActionKey = "enquire" | "test-drive" | "history-report" | "finance" | "trade-in" | "reserve" | "find-similar";
export interface VehicleAction {
  key: VehicleActionKey;
  label: string;
  href: string;
}

export type VehicleActionCar = Pick<Car, "id" | "slug" | "file">;

const q = encodeURIComponent;

/**
 * "Trade-in: /cars/trade-in?car_id={id} (group variant: /valuations; default /trade-in)". Every
 * variant carries the car, so the valuation flow's trade-in is tied to the car being bought.
 */
export function tradeInHref(site: Pick<Site, "template" | "cars">, car: Pick<Car, "id">): string {
  const variant = site.cars.tradeInLink ?? (site.template === "group" ? "valuations" : "default");
  const path = variant === "car" ? "/cars/trade-in" : variant === "valuations" ? "/valuations" : "/trade-in";
  return `${path}?car_id=${q(String(car.id))}`;
}

/**
 * Fewer photos than this and the vehicle page offers 'Request Photos' ("on vehicle pages without
 * photos or with few"; the spec names no number: docs/decisions/2026-11-27-vehicle-form-links.md).
 */
export const FEW_PHOTOS = 3;

/** The Request Photos button's text where a car still for sale has fewer than FEW_PHOTOS photos, else null. */
export function requestPhotosLabel(car: Pick<Car, "images">, unavailable: boolean): string | null {
  return !unavailable && car.images.length < FEW_PHOTOS ? FORM_DEFINITIONS["request-photos"].title : null;
}

/** The Reserve Car lead form about one car: where the site cannot take the deposit online. */
export function reserveEnquiryHref(car: Pick<Car, "slug">): string {
  return `${FORM_DEFINITIONS["reserve-car"].path}&car_id=${q(car.slug)}`;
}

/** The history report link, only when it is a web address (it comes from the stock feed). */
export function historyReportHref(file: string | null): string | null {
  const value = file?.trim();
  return value && (/^https?:\/\//i.test(value) || (value.startsWith("/") && !value.startsWith("//"))) ? value : null;
}

export function vehicleActions(
  car: VehicleActionCar,
  site: Pick<Site, "template" | "cars" | "finance_path" | "locale" | "features"> & CheckoutSite,
  opts: { vehiclePath: string; reservable: boolean; unavailable: boolean },
): VehicleAction[] {
  const say = (text: string) => swapWords(site.locale, text);
  const slug = q(car.slug);
  if (opts.unavailable) {
    return [{ key: "find-similar", label: FIND_SIMILAR_TEXT, href: `/enquire?car_id=${slug}&form=${FIND_SIMILAR_PATH}` }];
  }
  // A hire car is booked, not bought: no test drive, finance, trade-in or reservation.
  if (site.template === "rental") return [{ key: "enquire", label: BOOKING_ENQUIRY_TEXT, href: `${FORM_DEFINITIONS["rental-booking"].path}&car_id=${slug}` }];
  const history = historyReportHref(car.file);
  const actions: Array<VehicleAction | null> = [
    { key: "enquire", label: say("Enquire Now"), href: `/enquire?car_id=${slug}` },
    { key: "test-drive", label: "Book a Test Drive", href: `/book-test-drive?car_id=${slug}` },
    history ? { key: "history-report", label: "Car History Report", href: history } : null,
    // A subscription site's button ('Subscribe') opens the subscription enquiry, not the finance form.
    site.features.offers_subscription
      ? { key: "finance", label: site.cars.financeButtonText, href: `${FORM_DEFINITIONS.subscription.path}&car_id=${slug}` }
      : { key: "finance", label: site.cars.financeButtonText, href: `${site.finance_path}?car_id=${slug}` },
    { key: "trade-in", label: "Trade In Valuation", href: tradeInHref(site, car) },
    opts.reservable
      ? { key: "reserve", label: `Reserve Now ${site.cars.reserveLabel}`.trim(), href: checkoutHref(site, opts.vehiclePath, car.slug) }
      : null,
  ];
  return actions.filter((a): a is VehicleAction => a !== null);
}
