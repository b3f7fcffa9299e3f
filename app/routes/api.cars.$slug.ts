// GET /api/cars/{slug}: the car as JSON; a 404 JSON error for an unknown or invalid slug, a 405 for other methods.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiCarLoader, apiCarMethodNotAllowed } from "~/models/vehicle-routes.server";

export const loader = (args: LoaderFunctionArgs) => apiCarLoader(args);
export const action = () => apiCarMethodNotAllowed();
