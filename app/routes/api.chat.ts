// GET /api/chat: the visitor's conversation for the chat dialog (logs event 54, the chat opened);
// POST /api/chat {name, phone, message} or {message}: a message, JSON or form. app/models/chat.server.ts.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { chatState, postChatMessage } from "~/models/chat.server";
import { readFormData, readJson } from "../../server/leads/body";

const NO_STORE = { "Cache-Control": "no-store" };
/** A chat message is at most a few KB; anything bigger is not one. */
const MAX_CHAT_BODY_BYTES = 16 * 1024;

export async function loader({ request, context }: LoaderFunctionArgs) {
  return Response.json(await chatState(context, request, true), { headers: NO_STORE });
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return Response.json({ error: "Use POST." }, { status: 405, headers: { Allow: "GET, HEAD, POST" } });
  const isJson = /json/i.test(request.headers.get("content-type") ?? "");
  const read = isJson ? await readJson(request, MAX_CHAT_BODY_BYTES) : await readFormData(request, MAX_CHAT_BODY_BYTES);
  if (!read.ok) return Response.json({ error: read.error }, { status: read.status, headers: NO_STORE });
  const body = read.value;
  // An array, a number or null is no message; a JSON "__proto__" key is only a key (JSON.parse).
  const values: Record<string, unknown> =
    body instanceof FormData ? Object.fromEntries(body) : typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const result = await postChatMessage(context, request, values);
  if (!result.ok) {
    const headers: Record<string, string> = { ...NO_STORE, ...(result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : {}) };
    return Response.json({ error: result.error ?? "Please check the fields marked.", fieldErrors: result.fieldErrors ?? {} }, { status: result.status, headers });
  }
  const headers: Record<string, string> = { ...NO_STORE, ...(result.setCookie ? { "Set-Cookie": result.setCookie } : {}) };
  return Response.json({ message: result.message }, { status: 201, headers });
}
