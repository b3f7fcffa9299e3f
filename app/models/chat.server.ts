// The visitor's side of the 'Text us' chat (issue 14): the /chat page (no JavaScript), the dialog's
// JSON (/api/chat) and its live stream (/api/chat/events). A conversation is reached only through
// the visitor's token cookie. Events: 54 when /chat is opened as a page (the dialog sends its own),
// 55 when the first message is stored, 57 for each later one: logged by the server, once each.
import type { AppLoadContext } from "@remix-run/node";
import { eventStream } from "remix-utils/sse/server";
import type { ChatMessage, Conversation } from "../../server/chat/port";
import { messagesAfter } from "../../server/chat/repository";
import { chatCookie, chatTokenOf } from "../../server/chat/token";
import { recordPostedAction } from "../../server/analytics/server-events";
import { readFormData, readJson } from "../../server/leads/body";
import { chatPhoneCountry, messageError, parseChatStart, welcomeText, CHAT_NO_CONVERSATION } from "~/lib/chat/chat-rules";
import { E164_EXAMPLES } from "~/lib/forms/phone";
import { zoneForState } from "~/lib/forms/booking-slots";
import { primaryLocation } from "./layout.server";
import { captchaGate, captchaView } from "./captcha.server";

type Ctx = Pick<AppLoadContext, "site" | "services" | "clientIp">;

export interface ChatMessageView {
  id: number;
  author: "visitor" | "dealer";
  body: string;
  /** ISO time the server stored it. */
  at: string;
}

export const messageView = (m: ChatMessage): ChatMessageView => ({ id: m.id, author: m.author, body: m.body, at: m.createdAt.toISOString() });

/** /chat and its API on a site without chat: a 404, as if they did not exist. */
export function requireChat(context: Ctx): void {
  if (!context.site.site.chat.enabled) throw new Response("Not found", { status: 404 });
}

export interface ChatState {
  siteName: string;
  welcome: string;
  phoneExample: string;
  /** Messages' times are shown in the dealer's zone. */
  locale: string;
  timeZone: string;
  /** The visitor's name once a conversation is started, else null (the form asks for it). */
  visitorName: string | null;
  messages: ChatMessageView[];
  /** The captcha of the first message (spec point 5), null once the conversation exists or when the site turned it off. */
  captcha: { formStarted: string } | null;
}

async function stateOf(context: Ctx, conversation: Conversation | null): Promise<ChatState> {
  const { site, locations } = context.site;
  return {
    siteName: site.name,
    locale: site.locale,
    timeZone: zoneForState(primaryLocation(locations)?.address.state ?? site.state, site.locale),
    welcome: welcomeText(site.name, site.chat.welcome_text),
    phoneExample: E164_EXAMPLES[chatPhoneCountry(site.locale)],
    visitorName: conversation?.visitorName ?? null,
    messages: conversation ? (await messagesAfter(context.services.db, conversation.id)).map(messageView) : [],
    captcha: conversation ? null : captchaView(context.services, context.site, new Date()),
  };
}

const conversationOf = (context: Ctx, request: Request) => context.services.chat.conversationOf(context.site, chatTokenOf(request));

/** The chat's state for the /chat page or the dialog; `opened`: log event 54 (a page opened by a visitor). */
export async function chatState(context: Ctx, request: Request, opened: boolean): Promise<ChatState> {
  requireChat(context);
  if (opened) recordPostedAction(context.services, context.site, request, "chat-open");
  return stateOf(context, await conversationOf(context, request));
}

export type ChatPostResult =
  | { ok: true; message: ChatMessageView; setCookie: string | null }
  | { ok: false; status: 400 | 403 | 404 | 429 | 503; error?: string; fieldErrors?: Record<string, string>; retryAfterSeconds?: number };

/** The page the visitor wrote from: the Referer when it is this site's page, else the request's. */
function pageOf(request: Request): string {
  const referer = request.headers.get("referer");
  try {
    if (referer && new URL(referer).origin === new URL(request.url).origin) return referer;
  } catch {
    // not a URL: the request's own
  }
  return request.url;
}

const firstErrors = (errors: Record<string, string[]>) => Object.fromEntries(Object.entries(errors).map(([name, list]) => [name, list[0]]));

/**
 * A visitor's message: the first starts the conversation (name, mobile and message; a lead, event
 * 55 and the token cookie), a later one appends (event 57). Values come from a form or JSON.
 */
export async function postChatMessage(context: Ctx, request: Request, values: Record<string, unknown>): Promise<ChatPostResult> {
  requireChat(context);
  const { services, site: entry } = context;
  const conversation = await conversationOf(context, request);
  if (!conversation) {
    const parsed = parseChatStart(values, chatPhoneCountry(entry.site.locale));
    if (!parsed.ok) return { ok: false, status: 400, fieldErrors: parsed.fieldErrors };
    // The first message carries the visitor's details: the lead forms' captcha rule; later ones are the conversation's.
    const gate = await captchaGate(services, entry, values, new Date());
    if (!gate.ok) return "fieldErrors" in gate ? { ok: false, status: 400, fieldErrors: firstErrors(gate.fieldErrors) } : { ok: false, status: 400, error: gate.formError };
    const page = pageOf(request);
    const started = await services.chat.start(
      { entry, clientIp: context.clientIp ?? null, userAgent: request.headers.get("user-agent"), pageUrl: page },
      parsed.value,
    );
    if (!started.ok) return started;
    recordPostedAction(services, entry, request, "chat-started", page);
    return { ok: true, message: messageView(started.message), setCookie: chatCookie(started.token, request) };
  }
  const problem = messageError(values.message);
  if (problem) return { ok: false, status: 400, fieldErrors: { message: problem } };
  const sent = await services.chat.send({ clientIp: context.clientIp ?? null }, conversation, String(values.message).trim());
  if (!sent.ok) return sent;
  recordPostedAction(services, entry, request, "chat-message", pageOf(request));
  return { ok: true, message: messageView(sent.message), setCookie: null };
}

/** A chat message is at most a few KB; anything bigger is not one. */
const MAX_CHAT_BODY_BYTES = 16 * 1024;

export type ReadResult = { ok: true; values: Record<string, string | unknown> } | { ok: false; status: number; error: string };

/** A post's fields, from a form or (the dialog) JSON. An array, a number or null holds none; a JSON "__proto__" is only a key. */
export async function readChatPost(request: Request): Promise<ReadResult> {
  const isJson = /json/i.test(request.headers.get("content-type") ?? "");
  const read = isJson ? await readJson(request, MAX_CHAT_BODY_BYTES) : await readFormData(request, MAX_CHAT_BODY_BYTES);
  if (!read.ok) return read;
  const body = read.value;
  if (body instanceof FormData) return { ok: true, values: Object.fromEntries([...body].filter((pair) => typeof pair[1] === "string")) };
  return { ok: true, values: typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {} };
}

/** The id a stream resumes after: the browser's Last-Event-ID, else ?after=, else the start. */
function resumeAfter(request: Request): number {
  const raw = request.headers.get("last-event-id") ?? new URL(request.url).searchParams.get("after") ?? "0";
  return /^\d{1,15}$/.test(raw.trim()) ? Number(raw.trim()) : 0;
}

/** How often an idle stream says it is alive (proxies close silent connections). */
const KEEP_ALIVE_MS = 25_000;

/**
 * The conversation's messages after the resume point, then each new one as it is stored (on this
 * server or another: the bus's notice makes the stream re-read the database, so a message is
 * neither lost nor sent twice). Each event's id is the message id, for Last-Event-ID. The
 * visitor's stream (below) and the dealer's conversation page share it.
 */
export function conversationStream(context: Pick<Ctx, "services">, request: Request, conversation: Conversation): Response {
  const { db, chat } = context.services;
  let last = resumeAfter(request);
  return eventStream(AbortSignal.any([request.signal, chat.shutdown]), (send) => {
    let done = false;
    let reading: Promise<void> = Promise.resolve();
    // One read at a time, in order: each reads what is newer than the last one sent.
    const pump = () => {
      reading = reading.then(async () => {
        if (done) return;
        try {
          for (const message of await messagesAfter(db, conversation.id, last)) {
            if (done) return;
            // remix-utils' send writes "event:" then "data:" lines; the id rides as its own line after the event name.
            send({ event: `message\nid: ${message.id}`, data: JSON.stringify(messageView(message)) });
            last = message.id;
          }
        } catch (error) {
          console.error("chat: stream read failed:", error instanceof Error ? error.message : error);
        }
      });
    };
    const unsubscribe = chat.bus.subscribe((notice) => {
      if (notice.conversationId === null || notice.conversationId === conversation.id) pump();
    });
    pump();
    const keepAlive = setInterval(() => send({ event: "ping", data: "" }), KEEP_ALIVE_MS);
    return () => {
      done = true;
      unsubscribe();
      clearInterval(keepAlive);
    };
  });
}

/** The visitor's conversation as a stream: only with the visitor's token. */
export async function chatStream(context: Ctx, request: Request): Promise<Response> {
  requireChat(context);
  const conversation = await conversationOf(context, request);
  if (!conversation) return Response.json({ error: CHAT_NO_CONVERSATION }, { status: 404, headers: { "Cache-Control": "no-store" } });
  return conversationStream(context, request, conversation);
}
