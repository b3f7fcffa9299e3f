// GET /api/chat/events: the visitor's conversation as server-sent events (resumes after
// Last-Event-ID or ?after=). app/models/chat.server.ts.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { chatStream } from "~/models/chat.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => chatStream(context, request);
