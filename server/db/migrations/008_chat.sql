-- The 'Text us' chat (issue 14): a visitor's conversation with the dealer and its messages.
-- Plain PostgreSQL 15 SQL: it runs unchanged on PGlite and on the server.

CREATE TABLE chat_conversations (
  id              uuid PRIMARY KEY,            -- made by the app; only the dealer's pages use it
  site_slug       text NOT NULL,
  group_slug      text NOT NULL,
  token_hash      text NOT NULL UNIQUE,        -- sha256 of the visitor's cookie token; the token itself is never stored
  visitor_name    text NOT NULL,
  visitor_phone   text NOT NULL,               -- E.164
  lead_id         text,                        -- the lead the first message created (category General, subcategory chat)
  created_at      timestamptz NOT NULL DEFAULT now(),
  last_message_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_conversations_group_last_idx ON chat_conversations (group_slug, last_message_at DESC);

-- Ids only grow, and a conversation's row is locked while one of its messages is added, so within a
-- conversation the ids commit in order: "after id N" (a reconnecting stream's Last-Event-ID) misses none.
CREATE TABLE chat_messages (
  id              bigserial PRIMARY KEY,
  conversation_id uuid NOT NULL REFERENCES chat_conversations (id) ON DELETE CASCADE,
  author          text NOT NULL CHECK (author IN ('visitor', 'dealer')),
  body            text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_messages_conversation_idx ON chat_messages (conversation_id, id);
