// The chat service (issue 14): a visitor's first message stores a lead (category General,
// subcategory chat) through the lead path, so forwarding and the dealer's inbox hear of it like any
// lead, then the conversation and the message; later messages and the dealer's replies append.
// Every stored message is announced on the bus. Open streams end when the server shuts down.
import type { Database } from "../db/database";
import type { SiteEntry } from "../sites/registry";
import type { RateLimits } from "../rate-limits";
import { CHAT_LIMITED_MESSAGE } from "../rate-limits";
import { storeLead, type LeadServices } from "../leads/submit";
import { buildLeadPayload } from "../leads/payload";
import type { ChatStart } from "../../app/lib/chat/chat-rules";
import type { ChatAuthor, ChatBus, ChatMessage, Conversation } from "./port";
import { conversationByToken, insertConversation, insertMessage } from "./repository";
import { hashChatToken, newChatToken } from "./token";
import { memoryChatBus, postgresChatBus } from "./bus";

export const CHAT_LEAD_CATEGORY = "General";
export const CHAT_LEAD_SUBCATEGORY = "chat";

export type ChatFailure = { ok: false; status: 429 | 503 | 403 | 404; error: string; retryAfterSeconds?: number };
export type StartResult = { ok: true; token: string; conversation: Conversation; message: ChatMessage } | ChatFailure;
export type SendResult = { ok: true; message: ChatMessage } | ChatFailure;

export interface ChatRequest {
  entry: SiteEntry;
  clientIp: string | null;
  userAgent: string | null;
  /** The page the visitor wrote from (the lead's url). */
  pageUrl: string;
}

export interface ChatService {
  bus: ChatBus;
  /** Aborted at shutdown: every open stream ends, so the server can close its connections. */
  shutdown: AbortSignal;
  conversationOf(entry: SiteEntry, token: string | null): Promise<Conversation | null>;
  start(request: ChatRequest, input: ChatStart): Promise<StartResult>;
  /** A later visitor message (limited per visitor and per conversation). */
  send(request: Pick<ChatRequest, "clientIp">, conversation: Conversation, body: string): Promise<SendResult>;
  /** The dealer's reply from the inbox. */
  reply(conversation: Conversation, body: string): Promise<SendResult>;
  endStreams(): void;
  close(): Promise<void>;
}

export interface ChatDeps {
  db: Database;
  limits: Pick<RateLimits, "chatVisitor" | "chatConversation" | "leadCreate" | "leadUpdate">;
  leads: LeadServices;
  bus: ChatBus;
}

const limited = (retryAfterSeconds: number): ChatFailure => ({ ok: false, status: 429, error: CHAT_LIMITED_MESSAGE, retryAfterSeconds });
const FAILED: ChatFailure = { ok: false, status: 503, error: "Your message could not be sent. Please try again." };

export function createChatService({ db, limits, leads, bus }: ChatDeps): ChatService {
  const streams = new AbortController();

  const store = async (conversation: Conversation, author: ChatAuthor, body: string): Promise<ChatMessage> => {
    const message = await db.transaction((tx) => insertMessage(tx, conversation.id, author, body));
    // A lost notice delays nothing for long: every stream re-reads on its next notice or reconnect.
    await bus.publish({ conversationId: conversation.id, messageId: message.id }).catch((error: unknown) => console.error("chat: notice not sent:", error));
    return message;
  };

  return {
    bus,
    shutdown: streams.signal,
    async conversationOf(entry, token) {
      return token ? conversationByToken(db, entry.site.slug, hashChatToken(token)) : null;
    },
    async start(request, input) {
      const visitor = await limits.chatVisitor.consume(request.clientIp || "unknown");
      if (!visitor.ok) return limited(visitor.retryAfterSeconds);
      const { entry } = request;
      const payload = buildLeadPayload({
        entry,
        values: { name: input.name, phone: input.phone, comments: input.message },
        category: CHAT_LEAD_CATEGORY,
        subcategory: CHAT_LEAD_SUBCATEGORY,
        url: request.pageUrl,
        userAgent: request.userAgent,
      });
      const lead = await storeLead(leads, {
        entry,
        payload,
        category: CHAT_LEAD_CATEGORY,
        subcategory: CHAT_LEAD_SUBCATEGORY,
        status: "complete",
        clientIp: request.clientIp,
        userAgent: request.userAgent,
      });
      if (!lead.ok) return lead;
      try {
        const token = newChatToken();
        const conversation = await insertConversation(db, {
          siteSlug: entry.site.slug,
          groupSlug: entry.group.group.slug,
          tokenHash: hashChatToken(token),
          visitorName: input.name,
          visitorPhone: input.phone,
          leadId: lead.id,
        });
        return { ok: true, token, conversation, message: await store(conversation, "visitor", input.message) };
      } catch (error) {
        console.error("chat: conversation not stored (its lead is):", error);
        return FAILED;
      }
    },
    async send(request, conversation, body) {
      const visitor = await limits.chatVisitor.consume(request.clientIp || "unknown");
      if (!visitor.ok) return limited(visitor.retryAfterSeconds);
      const perConversation = await limits.chatConversation.consume(conversation.id);
      if (!perConversation.ok) return limited(perConversation.retryAfterSeconds);
      try {
        return { ok: true, message: await store(conversation, "visitor", body) };
      } catch (error) {
        console.error("chat: message not stored:", error);
        return FAILED;
      }
    },
    async reply(conversation, body) {
      try {
        return { ok: true, message: await store(conversation, "dealer", body) };
      } catch (error) {
        console.error("chat: reply not stored:", error);
        return FAILED;
      }
    },
    endStreams: () => streams.abort(),
    async close() {
      streams.abort();
      await bus.close();
    },
  };
}

/** The bus for this deployment: LISTEN/NOTIFY when DATABASE_URL is set, else this process only. */
export async function createChatBus(env: { DATABASE_URL?: string }, db: Database): Promise<ChatBus> {
  return env.DATABASE_URL ? postgresChatBus(env.DATABASE_URL, db) : memoryChatBus();
}
