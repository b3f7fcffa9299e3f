// /cars/{slug}, /motorcycles/{slug}, /campers/{slug} (app/route-table.ts): the vehicle page; a site
// answers under another vehicle path than its own with a redirect to its own.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { vehicleAction, vehicleLoader } from "~/models/vehicle-routes.server";
import { vehicleBaseAt } from "~/lib/vehicle-paths";
import { VehicleErrorBoundary, vehicleErrorTitle } from "~/components/vehicle/VehicleErrorBoundary";
import { VehicleRoute, vehicleLinks, vehicleMeta, vehicleShouldRevalidate } from "~/components/vehicle/VehicleRoute";
import { publicPage } from "~/lib/cache-policy";

function baseOf(request: Request) {
  const base = vehicleBaseAt(new URL(request.url).pathname);
  if (!base) throw new Response("Not found", { status: 404 });
  return base;
}

export const loader = (args: LoaderFunctionArgs) => vehicleLoader(args, baseOf(args.request));
export const action = (args: ActionFunctionArgs) => vehicleAction(args, baseOf(args.request));
export const meta: MetaFunction<typeof loader> = (args) => (args.error ? [{ title: vehicleErrorTitle(args.error) }] : vehicleMeta(args));
export const links = vehicleLinks;
export const shouldRevalidate = vehicleShouldRevalidate;
export const headers = publicPage;
export const ErrorBoundary = VehicleErrorBoundary;
export default VehicleRoute;
