// The two adapters of the chat bus (server/chat/port.ts): in this process (PGlite, one server), and
// PostgreSQL LISTEN/NOTIFY (DATABASE_URL, several servers). A dropped LISTEN connection is opened
// again, and its listeners are told to re-read everything (a notice sent meanwhile was lost).
import { EventEmitter } from "node:events";
import pg from "pg";
import type { ChatBus, ChatNotice } from "./port";
import type { Queryable } from "../db/database";

const EVENT = "message";
/** The NOTIFY channel. */
export const CHAT_CHANNEL = "chat_messages";

function emitterBus(): { emitter: EventEmitter; subscribe: ChatBus["subscribe"] } {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0); // one per open stream
  return {
    emitter,
    subscribe(listener) {
      emitter.on(EVENT, listener);
      return () => emitter.off(EVENT, listener);
    },
  };
}

export function memoryChatBus(): ChatBus {
  const { emitter, subscribe } = emitterBus();
  return {
    publish: async (notice) => void emitter.emit(EVENT, notice satisfies ChatNotice),
    subscribe,
    close: async () => void emitter.removeAllListeners(),
  };
}

const parse = (payload: string | undefined): ChatNotice | null => {
  try {
    const value = JSON.parse(payload ?? "") as { c?: unknown; m?: unknown };
    return typeof value.c === "string" && typeof value.m === "number" ? { conversationId: value.c, messageId: value.m } : null;
  } catch {
    return null;
  }
};

/** NOTIFY through the app's own pool (db); LISTEN on one connection of its own (ready when this resolves, or retrying). */
export async function postgresChatBus(connectionString: string, db: Queryable, retryMs = 1_000): Promise<ChatBus> {
  const { emitter, subscribe } = emitterBus();
  let client: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (reconnect: boolean) => {
    const c = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
    c.on("notification", (msg) => {
      const notice = parse(msg.payload);
      if (msg.channel === CHAT_CHANNEL && notice) emitter.emit(EVENT, notice);
    });
    c.on("error", (error) => {
      console.error("chat: LISTEN connection lost:", error.message);
      retry();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CHAT_CHANNEL}`);
      if (closed) return void (await c.end().catch(() => undefined));
      client = c;
      if (reconnect) emitter.emit(EVENT, { conversationId: null, messageId: null } satisfies ChatNotice);
    } catch (error) {
      console.error("chat: LISTEN not ready:", error instanceof Error ? error.message : error);
      void c.end().catch(() => undefined);
      retry();
    }
  };
  const retry = () => {
    client = null;
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect(true);
    }, retryMs);
    timer.unref();
  };
  await connect(false);

  return {
    async publish({ conversationId, messageId }) {
      await db.query("SELECT pg_notify($1, $2)", [CHAT_CHANNEL, JSON.stringify({ c: conversationId, m: messageId })]);
    },
    subscribe,
    async close() {
      closed = true;
      clearTimeout(timer);
      emitter.removeAllListeners();
      await client?.end().catch(() => undefined);
    },
  };
}
