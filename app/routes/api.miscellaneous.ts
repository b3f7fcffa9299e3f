// POST /api/miscellaneous {id, column_name: "valuation", ...}: on the sites with valuation.miscellaneous (app/models/valuation-api.server.ts).
import type { ActionFunctionArgs } from "@remix-run/node";
import { methodNotAllowed } from "~/models/lead-api.server";
import { miscellaneousApi } from "~/models/valuation-api.server";

export const loader = () => methodNotAllowed("POST");

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return miscellaneousApi(context, request);
}
