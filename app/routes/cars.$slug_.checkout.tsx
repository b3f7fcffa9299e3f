// /cars/{slug}/checkout: a car's reservation checkout (or why it cannot be reserved online); the
// site's own variant and vehicle path are answered here, any other is redirected to them.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { checkoutPage, checkoutPageAction, type CheckoutRoute as Route } from "~/models/checkout-page.server";
import { CheckoutRoute, checkoutLinks, checkoutMeta } from "~/components/checkout/CheckoutRoute";

const route: Route = { variant: "checkout", vehiclePath: "/cars" };
export const loader = (args: LoaderFunctionArgs) => checkoutPage(args, route);
export const action = (args: ActionFunctionArgs) => checkoutPageAction(args, route);
export const meta = checkoutMeta;
export const links = checkoutLinks;
export default CheckoutRoute;
