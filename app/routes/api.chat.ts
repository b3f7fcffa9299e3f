// GET /api/chat: the visitor's conversation for the chat dialog (logs event 54, the chat opened);
// POST /api/chat {name, phone, message} or {message}: a message, JSON or form. app/models/chat.server.ts.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { chatState, postChatMessage, readChatPost } from "~/models/chat.server";

const NO_STORE = { "Cache-Control": "no-store" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  return Response.json(await chatState(context, request, request.method === "GET"), { headers: NO_STORE });
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return Response.json({ error: "Use POST." }, { status: 405, headers: { Allow: "GET, HEAD, POST" } });
  const read = await readChatPost(request);
  if (!read.ok) return Response.json({ error: read.error, fieldErrors: {} }, { status: read.status, headers: NO_STORE });
  const result = await postChatMessage(context, request, read.values);
  if (!result.ok) {
    const headers: Record<string, string> = { ...NO_STORE, ...(result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : {}) };
    return Response.json({ error: result.error ?? "Please check the fields marked.", fieldErrors: result.fieldErrors ?? {} }, { status: result.status, headers });
  }
  const headers: Record<string, string> = { ...NO_STORE, ...(result.setCookie ? { "Set-Cookie": result.setCookie } : {}) };
  return Response.json({ message: result.message }, { status: 201, headers });
}
