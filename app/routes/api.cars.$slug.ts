// GET /api/cars/{slug}: the car as JSON; a 404 JSON error for an unknown or invalid slug.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiCarLoader } from "~/models/vehicle.server";

export const loader = (args: LoaderFunctionArgs) => apiCarLoader(args);
