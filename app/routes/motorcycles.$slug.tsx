// /motorcycles/{slug}: the vehicle page of motorcycle sites; other sites answer here with a redirect to their own path.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { vehicleAction, vehicleLoader } from "~/models/vehicle-routes.server";
import { VehicleErrorBoundary } from "~/components/vehicle/VehicleErrorBoundary";
import { VehicleRoute, vehicleLinks, vehicleMeta, vehicleShouldRevalidate } from "~/components/vehicle/VehicleRoute";
import { publicPage } from "~/lib/cache-policy";

export const loader = (args: LoaderFunctionArgs) => vehicleLoader(args, "/motorcycles");
export const action = (args: ActionFunctionArgs) => vehicleAction(args, "/motorcycles");
export const meta = vehicleMeta;
export const links = vehicleLinks;
export const shouldRevalidate = vehicleShouldRevalidate;
export const headers = publicPage;
export const ErrorBoundary = VehicleErrorBoundary;
export default VehicleRoute;
