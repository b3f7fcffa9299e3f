// The lead API and its /mock twin (validates the same way, stores nothing), routed by app/route-table.ts:
// POST /api/leads {lead: {...}} → 201 {id}; PUT /api/leads/{id} {lead: {...}}, a later step of a
// multi-step form updating its partial lead; POST /api/leads/with-files, multipart, the lead as JSON
// in `lead` and its files in `files[]`. Bad bodies → 4xx {error, fieldErrors}.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { leadApiJson, leadApiWithFiles, methodNotAllowed } from "~/models/lead-api.server";
import { routeSegments } from "~/lib/route-path";

const methodOf = ({ params }: Pick<LoaderFunctionArgs, "params">) => (params.id === undefined ? "POST" : "PUT");

export const loader = (args: LoaderFunctionArgs) => methodNotAllowed(methodOf(args));

export async function action({ request, context, params }: ActionFunctionArgs) {
  const method = methodOf({ params });
  if (request.method !== method) return methodNotAllowed(method);
  const [prefix, , endpoint] = routeSegments(new URL(request.url).pathname);
  const mock = prefix === "mock";
  if (params.id !== undefined) return leadApiJson(context, request, { leadId: params.id, mock });
  if (endpoint === "with-files") return leadApiWithFiles(context, request, { mock });
  return leadApiJson(context, request, { mock });
}
