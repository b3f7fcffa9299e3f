// /admin/leads/files/{id}: an uploaded file of a lead (a CV ...), as a download, for the inbox.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { inboxFile } from "~/models/admin-leads.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return inboxFile(context, request, params.id);
}
