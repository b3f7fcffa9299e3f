// /mock twin of /api/...: validates the same way, stores nothing. POST /mock/leads {lead: {...}} → 201 {id}; bad bodies → 4xx {error, fieldErrors}.
import type { ActionFunctionArgs } from "@remix-run/node";
import { leadApiJson, methodNotAllowed } from "~/models/lead-api.server";

export const loader = () => methodNotAllowed("POST");

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return leadApiJson(context, request, { mock: true });
}
