// /mock twin of /api/...: validates the same way, stores nothing. POST /mock/leads/with-files: multipart, the lead as JSON in `lead` and its files in `files[]`.
import type { ActionFunctionArgs } from "@remix-run/node";
import { leadApiWithFiles, methodNotAllowed } from "~/models/lead-api.server";

export const loader = () => methodNotAllowed("POST");

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return leadApiWithFiles(context, request, { mock: true });
}
