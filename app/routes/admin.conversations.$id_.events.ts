// GET /admin/conversations/{id}/events: the conversation as server-sent events for the dealer's open
// page (new visitor messages appear without a reload). Behind the inbox's password.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { conversationEventsAdmin } from "~/models/admin-conversations.server";

export const loader = ({ request, context, params }: LoaderFunctionArgs) => conversationEventsAdmin(context, request, params.id);
