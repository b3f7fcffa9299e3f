// POST /api/valuations creates a valuation; PUT /api/valuations {id, ...} adjusts one (app/models/valuation-api.server.ts).
import type { ActionFunctionArgs } from "@remix-run/node";
import { methodNotAllowed } from "~/models/lead-api.server";
import { adjustValuationApi, createValuationApi } from "~/models/valuation-api.server";

export const loader = () => methodNotAllowed("POST, PUT");

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method === "POST") return createValuationApi(context, request);
  if (request.method === "PUT") return adjustValuationApi(context, request);
  return methodNotAllowed("POST, PUT");
}
