// /mock twin of /api/...: validates the same way, stores nothing. PUT /mock/leads/{id} {lead: {...}}: a later step of a multi-step form updates its partial lead.
import type { ActionFunctionArgs } from "@remix-run/node";
import { leadApiJson, methodNotAllowed } from "~/models/lead-api.server";

export const loader = () => methodNotAllowed("PUT");

export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "PUT") return methodNotAllowed("PUT");
  return leadApiJson(context, request, { leadId: params.id ?? "", mock: true });
}
