// /{cars,motorcycles,campers}/{slug}/{checkout,buy-online} (app/route-table.ts): a car's reservation
// checkout (or why it cannot be reserved online); the site's own variant and vehicle path are
// answered here, any other is redirected to them.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { checkoutPage, checkoutPageAction, type CheckoutRoute as Route } from "~/models/checkout-page.server";
import { vehicleBaseAt, vehicleCheckoutAt } from "~/lib/vehicle-paths";
import { CheckoutRoute, checkoutLinks, checkoutMeta } from "~/components/checkout/CheckoutRoute";

function routeOf(request: Request): Route {
  const { pathname } = new URL(request.url);
  const vehiclePath = vehicleBaseAt(pathname);
  const variant = vehicleCheckoutAt(pathname);
  if (!vehiclePath || !variant) throw new Response("Not found", { status: 404 });
  return { variant, vehiclePath };
}

export const loader = (args: LoaderFunctionArgs) => checkoutPage(args, routeOf(args.request));
export const action = (args: ActionFunctionArgs) => checkoutPageAction(args, routeOf(args.request));
export const meta = checkoutMeta;
export const links = checkoutLinks;
export default CheckoutRoute;
