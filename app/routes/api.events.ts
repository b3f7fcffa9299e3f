// POST /api/events: one analytics event (spec point 7) → 204; a bad body → 4xx {error, fieldErrors};
// a site that does not record events → 404. See app/models/events-api.server.ts.
import type { ActionFunctionArgs } from "@remix-run/node";
import { recordEventRequest } from "~/models/events-api.server";

export const loader = () => Response.json({ error: "Use POST." }, { status: 405, headers: { Allow: "POST" } });

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return Response.json({ error: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
  return recordEventRequest(context, request);
}
