// POST /api/stock/import: the DMS webhook of the stock importer (app/models/stock-import.server.ts).
import type { ActionFunctionArgs } from "@remix-run/node";
import { methodNotAllowed } from "~/models/lead-api.server";
import { stockImportApi } from "~/models/stock-import.server";

export const loader = () => methodNotAllowed("POST");

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return stockImportApi(context, request);
}
