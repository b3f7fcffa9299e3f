// /checkout-journey?car_id={slug}: the checkout on sites that use this path; others redirect to theirs.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { checkoutPage, checkoutPageAction, type CheckoutRoute as Route } from "~/models/checkout-page.server";
import { CheckoutRoute, checkoutLinks, checkoutMeta } from "~/components/checkout/CheckoutRoute";

const route: Route = { variant: "checkout-journey", vehiclePath: null };
export const loader = (args: LoaderFunctionArgs) => checkoutPage(args, route);
export const action = (args: ActionFunctionArgs) => checkoutPageAction(args, route);
export const meta = checkoutMeta;
export const links = checkoutLinks;
export default CheckoutRoute;
