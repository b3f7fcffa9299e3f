// Where a car's reservation checkout lives (spec point 2): /cars/{slug}/checkout by default,
// /cars/{slug}/buy-online on some sites, or /checkout-journey?car_id={slug}; /motorcycles and
// /campers sites use their own vehicle path. Every Reserve link is built here, and every checkout
// request that is not the site's own variant is sent to it.
import type { Site } from "../../server/sites/schema";

export type CheckoutPath = Site["reservations"]["checkout_path"];
export const CHECKOUT_JOURNEY_PATH = "/checkout-journey";

/** The site setting `reservations.checkout_path` (default "checkout"). */
export type CheckoutSite = Pick<Site, "reservations">;

export function siteCheckoutPath(site: CheckoutSite): CheckoutPath {
  return site.reservations.checkout_path;
}

/** The one href of a car's checkout on a site, given the site's vehicle path ('/cars', ...). */
export function checkoutHref(site: CheckoutSite, vehiclePath: string, slug: string): string {
  const variant = siteCheckoutPath(site);
  const q = encodeURIComponent(slug);
  return variant === "checkout-journey" ? `${CHECKOUT_JOURNEY_PATH}?car_id=${q}` : `${vehiclePath}/${q}/${variant}`;
}

/** Which checkout a request asked for: the variant and, for the two path variants, the vehicle path. */
export interface CheckoutRequest {
  variant: CheckoutPath;
  /** '/cars', '/motorcycles' or '/campers'; null for /checkout-journey. */
  vehiclePath: string | null;
  slug: string;
}

/**
 * Where to send a checkout request that is not the site's own: the site's variant (302, a setting
 * that may change) or, for the right variant under another vehicle path, the site's vehicle path
 * (301, like the vehicle page). null when the request is already where it should be.
 */
export function checkoutRedirect(site: CheckoutSite, ownVehiclePath: string, request: CheckoutRequest): { location: string; status: 301 | 302 } | null {
  const variant = siteCheckoutPath(site);
  const location = checkoutHref(site, ownVehiclePath, request.slug);
  if (variant !== request.variant) return { location, status: 302 };
  if (variant !== "checkout-journey" && request.vehiclePath !== ownVehiclePath) return { location, status: 301 };
  return null;
}
