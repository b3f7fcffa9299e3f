// The dealer's chat conversations at /admin/conversations, beside the leads and behind the inbox's
// password: every conversation of the group's sites, the latest first, and one conversation with a
// reply form. The dealer's pages are the only ones that find a conversation by its id.
import type { AppLoadContext } from "@remix-run/node";
import { conversationOfGroup, listConversations, messagesAfter } from "../../server/chat/repository";
import type { Conversation } from "../../server/chat/port";
import { zoneForState } from "~/lib/forms/booking-slots";
import { formatLocalTime } from "~/lib/dates";
import { messageError } from "~/lib/chat/chat-rules";
import { primaryLocation } from "./layout.server";
import { requireAdmin } from "./admin-leads.server";
import { conversationStream, messageView, readChatPost } from "./chat.server";

export const CONVERSATIONS_PAGE_SIZE = 100;

function dealerClock(context: AppLoadContext) {
  const { site, locations } = context.site;
  const timeZone = zoneForState(primaryLocation(locations)?.address.state ?? site.state, site.locale);
  return { locale: site.locale, timeZone, when: (d: Date) => formatLocalTime(d, timeZone, site.locale) };
}

export async function conversationsAdmin(context: AppLoadContext, request: Request) {
  await requireAdmin(context, request);
  const { when } = dealerClock(context);
  const list = await listConversations(context.services.db, context.site.group.group.slug, CONVERSATIONS_PAGE_SIZE);
  return {
    rows: list.map((c) => ({
      id: c.id,
      site: c.siteSlug,
      visitor: c.visitorName,
      phone: c.visitorPhone,
      lastMessage: c.lastMessage.length > 140 ? `${c.lastMessage.slice(0, 140)}…` : c.lastMessage,
      waiting: c.lastAuthor === "visitor",
      messageCount: c.messageCount,
      last: when(c.lastMessageAt),
    })),
  };
}

export async function requireConversation(context: AppLoadContext, request: Request, id: string | undefined): Promise<Conversation> {
  await requireAdmin(context, request);
  const conversation = id ? await conversationOfGroup(context.services.db, context.site.group.group.slug, id) : null;
  if (!conversation) throw new Response("Not found", { status: 404 });
  return conversation;
}

export async function conversationAdmin(context: AppLoadContext, request: Request, id: string | undefined) {
  const conversation = await requireConversation(context, request, id);
  const { locale, timeZone, when } = dealerClock(context);
  const messages = await messagesAfter(context.services.db, conversation.id);
  return {
    id: conversation.id,
    site: conversation.siteSlug,
    visitor: conversation.visitorName,
    phone: conversation.visitorPhone,
    leadId: conversation.leadId,
    started: when(conversation.createdAt),
    locale,
    timeZone,
    messages: messages.map(messageView),
  };
}

export type ReplyResult = { ok: true } | { ok: false; status: 400 | 503 | 429 | 403 | 404; error: string };

/** The dealer's reply: the same message rules as the visitor's; stored and sent live to the visitor. */
export async function replyAdmin(context: AppLoadContext, request: Request, id: string | undefined): Promise<ReplyResult> {
  const conversation = await requireConversation(context, request, id);
  const read = await readChatPost(request);
  if (!read.ok) return { ok: false, status: 400, error: read.error };
  const body = read.values.message;
  const problem = messageError(body);
  if (problem) return { ok: false, status: 400, error: problem };
  const sent = await context.services.chat.reply(conversation, String(body).trim());
  return sent.ok ? { ok: true } : sent;
}

/** The conversation live for the dealer's open page (the same stream as the visitor's). */
export async function conversationEventsAdmin(context: AppLoadContext, request: Request, id: string | undefined): Promise<Response> {
  return conversationStream(context, request, await requireConversation(context, request, id));
}
