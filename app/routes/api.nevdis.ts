// POST /api/nevdis {rego, regoState} | {vin}: the registration lookup (app/models/valuation-api.server.ts).
import type { ActionFunctionArgs } from "@remix-run/node";
import { methodNotAllowed } from "~/models/lead-api.server";
import { vehicleLookupApi } from "~/models/valuation-api.server";

export const loader = () => methodNotAllowed("POST");

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return vehicleLookupApi(context, request, "nevdis");
}
