// Conversations and messages in the database. A visitor's conversation is found only by the hash
// of its token (never by id); the dealer's pages find it by id within the group.
import { randomUUID } from "node:crypto";
import { cleanString } from "../db/clean";
import type { Queryable } from "../db/database";
import type { ChatAuthor, ChatMessage, Conversation } from "./port";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isConversationId = (id: unknown): id is string => typeof id === "string" && UUID.test(id);

type Row = Record<string, unknown>;
const date = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

const toConversation = (row: Row): Conversation => ({
  id: String(row.id),
  siteSlug: String(row.site_slug),
  groupSlug: String(row.group_slug),
  visitorName: String(row.visitor_name),
  visitorPhone: String(row.visitor_phone),
  leadId: (row.lead_id as string | null) ?? null,
  createdAt: date(row.created_at),
  lastMessageAt: date(row.last_message_at),
});

const toMessage = (row: Row): ChatMessage => ({
  id: Number(row.id),
  conversationId: String(row.conversation_id),
  author: row.author as ChatAuthor,
  body: String(row.body),
  createdAt: date(row.created_at),
});

export interface NewConversation {
  siteSlug: string;
  groupSlug: string;
  tokenHash: string;
  visitorName: string;
  visitorPhone: string;
  leadId: string | null;
}

export async function insertConversation(db: Queryable, c: NewConversation): Promise<Conversation> {
  const { rows } = await db.query(
    `INSERT INTO chat_conversations (id, site_slug, group_slug, token_hash, visitor_name, visitor_phone, lead_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
    [randomUUID(), c.siteSlug, c.groupSlug, c.tokenHash, cleanString(c.visitorName), c.visitorPhone, c.leadId],
  );
  return toConversation(rows[0]);
}

export async function conversationByToken(db: Queryable, siteSlug: string, tokenHash: string): Promise<Conversation | null> {
  const { rows } = await db.query("SELECT * FROM chat_conversations WHERE token_hash = $1 AND site_slug = $2", [tokenHash, siteSlug]);
  return rows[0] ? toConversation(rows[0]) : null;
}

export async function conversationOfGroup(db: Queryable, groupSlug: string, id: string): Promise<Conversation | null> {
  if (!isConversationId(id)) return null;
  const { rows } = await db.query("SELECT * FROM chat_conversations WHERE id = $1 AND group_slug = $2", [id, groupSlug]);
  return rows[0] ? toConversation(rows[0]) : null;
}

/**
 * Adds a message. The conversation's row is locked first, so two messages of one conversation
 * take their ids and commit one after the other: a stream reading "after id N" never skips one.
 */
export async function insertMessage(db: Queryable, conversationId: string, author: ChatAuthor, body: string): Promise<ChatMessage> {
  await db.query("UPDATE chat_conversations SET last_message_at = now() WHERE id = $1", [conversationId]);
  const { rows } = await db.query("INSERT INTO chat_messages (conversation_id, author, body) VALUES ($1, $2, $3) RETURNING *", [
    conversationId,
    author,
    cleanString(body),
  ]);
  return toMessage(rows[0]);
}

export async function messagesAfter(db: Queryable, conversationId: string, afterId = 0, limit = 500): Promise<ChatMessage[]> {
  const { rows } = await db.query("SELECT * FROM chat_messages WHERE conversation_id = $1 AND id > $2 ORDER BY id LIMIT $3", [
    conversationId,
    afterId,
    limit,
  ]);
  return rows.map(toMessage);
}

export interface ConversationSummary extends Conversation {
  messageCount: number;
  lastMessage: string;
  lastAuthor: ChatAuthor;
}

export async function listConversations(db: Queryable, groupSlug: string, limit = 100): Promise<ConversationSummary[]> {
  const { rows } = await db.query(
    `SELECT c.*, m.body AS last_body, m.author AS last_author,
            (SELECT count(*) FROM chat_messages x WHERE x.conversation_id = c.id) AS message_count
       FROM chat_conversations c
       JOIN LATERAL (SELECT body, author FROM chat_messages WHERE conversation_id = c.id ORDER BY id DESC LIMIT 1) m ON true
      WHERE c.group_slug = $1
      ORDER BY c.last_message_at DESC
      LIMIT $2`,
    [groupSlug, limit],
  );
  return rows.map((row) => ({
    ...toConversation(row),
    messageCount: Number(row.message_count),
    lastMessage: String(row.last_body),
    lastAuthor: row.last_author as ChatAuthor,
  }));
}
