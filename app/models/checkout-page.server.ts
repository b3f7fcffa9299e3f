// The checkout routes: /{cars|motorcycles|campers}/{slug}/checkout, .../buy-online and
// /checkout-journey?car_id={slug}. A request that is not the site's own variant (or vehicle path)
// is redirected to it; the rest is the checkout model's (app/models/checkout.server.ts): the
// checkout, or the why-not page for a car that fails reservability, or a 404 for an unknown car.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { checkoutRedirect, type CheckoutPath } from "~/lib/checkout-path";
import { isValidCarSlug } from "~/lib/car-slug";
import { vehiclePath } from "./layout.server";
import type { VehicleBase } from "./vehicle.server";
import { checkoutAction, checkoutLoader, WHY_NOT } from "./checkout.server";

export interface CheckoutRoute {
  variant: CheckoutPath;
  /** The vehicle path the request came under; null for /checkout-journey. */
  vehiclePath: VehicleBase | null;
}

/** Sends a request for another variant or vehicle path to the site's own (a post is re-posted: 307/308). */
function toOwnCheckout({ context, params, request }: LoaderFunctionArgs, route: CheckoutRoute, post: boolean): void {
  const entry = context.site;
  const slug = route.variant === "checkout-journey" ? new URL(request.url).searchParams.get("car_id") : params.slug;
  if (!isValidCarSlug(slug)) throw new Response("Not found", { status: 404 });
  const target = checkoutRedirect(entry.site, vehiclePath(entry), { variant: route.variant, vehiclePath: route.vehiclePath, slug });
  if (target) throw redirect(target.location, post ? (target.status === 301 ? 308 : 307) : target.status);
}

export async function checkoutPage(args: LoaderFunctionArgs, route: CheckoutRoute) {
  toOwnCheckout(args, route, false);
  const page = await checkoutLoader(args.context, args.request, args.params);
  if (page.kind !== "why-not") return page;
  // A sold car is not also said to be "not in stock yet".
  const reasons = page.reasons.includes("sold") ? page.reasons.filter((r) => r !== "not-in-stock") : page.reasons;
  return { ...page, messages: [...new Set(reasons.map((r) => WHY_NOT[r]))] };
}

export async function checkoutPageAction(args: ActionFunctionArgs, route: CheckoutRoute) {
  toOwnCheckout(args, route, true);
  return checkoutAction(args.context, args.request, args.params);
}
