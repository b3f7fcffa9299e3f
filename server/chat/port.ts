// The chat's port (issue 14): conversations and messages kept in the database, and a bus that tells
// every app server a message was added. The embedded bus is this process's EventEmitter; with
// DATABASE_URL it is PostgreSQL LISTEN/NOTIFY, so a reply stored by one server reaches a visitor
// whose stream is held by another. A notice carries ids only: a stream re-reads the database.

export type ChatAuthor = "visitor" | "dealer";

export interface ChatMessage {
  /** Grows within a conversation in commit order: the SSE event id a stream resumes after. */
  id: number;
  conversationId: string;
  author: ChatAuthor;
  body: string;
  createdAt: Date;
}

export interface Conversation {
  id: string;
  siteSlug: string;
  groupSlug: string;
  visitorName: string;
  visitorPhone: string;
  leadId: string | null;
  createdAt: Date;
  lastMessageAt: Date;
}

/** A message was added (conversationId null: the bus reconnected and may have missed some; re-read all). */
export interface ChatNotice {
  conversationId: string | null;
  messageId: number | null;
}

export interface ChatBus {
  publish(notice: { conversationId: string; messageId: number }): Promise<void>;
  /** Returns the unsubscribe. */
  subscribe(listener: (notice: ChatNotice) => void): () => void;
  close(): Promise<void>;
}
